/**
 * `npm run bench`: the server render of a 60-block page beside hand-written React, and the first-load
 * JavaScript of the home pages and of the explore page (every block). Figures are medians of runs in this one process; quote ratios.
 */
import { describeFirstLoad, measureFirstLoadJs } from './first-load-js';
import { startServerProcess } from '../tests/support/server-process';
import { benchSsrRender } from './ssr-render';
import { fmt } from './stats';

const FIRST_LOAD_BUDGET_KB = 90;

const ssr = await benchSsrRender(30);
console.log('\nServer render, 60-block page');
for (const line of ssr.lines) console.log('  ' + line);

const server = await startServerProcess();
try {
  // The two brands' home pages, and the landing page that holds every block type.
  const loads = await measureFirstLoadJs(server.baseUrl, ['/en-us', '/en-gb', '/en-us/explore']);
  console.log(`\nFirst-load JavaScript (budget ${FIRST_LOAD_BUDGET_KB} kB gzip)`);
  for (const load of loads) {
    const verdict = load.gzipKb > FIRST_LOAD_BUDGET_KB ? `over budget by ${fmt(load.gzipKb - FIRST_LOAD_BUDGET_KB, 1)} kB` : 'within budget';
    console.log(`  ${describeFirstLoad(load)}  — ${verdict}`);
  }
} finally {
  await server.stop();
}
