/**
 * `npm run bench`: the server render of a 60-block page beside hand-written React, and the first-load
 * JavaScript of the home pages. Figures are medians of runs in this one process; quote ratios.
 */
import { describeFirstLoad, measureFirstLoadJs } from './first-load-js';
import { startServerProcess } from '../tests/support/server-process';
import { benchSsrRender } from './ssr-render';

const FIRST_LOAD_BUDGET_KB = 90;

const ssr = await benchSsrRender(30);
console.log('\nServer render, 60-block page');
for (const line of ssr.lines) console.log('  ' + line);

const server = await startServerProcess();
try {
  const loads = await measureFirstLoadJs(server.baseUrl, ['/en-us', '/en-gb']);
  console.log(`\nFirst-load JavaScript (budget ${FIRST_LOAD_BUDGET_KB} kB gzip)`);
  for (const load of loads) console.log('  ' + describeFirstLoad(load) + (load.gzipKb > FIRST_LOAD_BUDGET_KB ? '  — over budget' : ''));
} finally {
  await server.stop();
}
