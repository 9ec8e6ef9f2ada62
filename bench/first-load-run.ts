/**
 * `npm run bench:first-load`: the first load of every page type from the wire (script bytes as sent, the page
 * state), against the 90 kB budget, without the rest of `npm run bench`. Exits 1 when a content page is over.
 */
import { startServerProcess } from '../tests/support/server-process';
import { describeFirstLoad, FIRST_LOAD_BUDGET_KB, firstLoadVerdict, measureFirstLoad, PAGE_TYPES } from './first-load';

const server = await startServerProcess();
try {
  const loads = await measureFirstLoad(server.baseUrl, PAGE_TYPES);
  console.log(`First load from the wire (script budget ${FIRST_LOAD_BUDGET_KB} kB as sent)`);
  for (const load of loads) {
    console.log(`  ${describeFirstLoad(load)}  — ${firstLoadVerdict(load)}`);
    console.log(`    ${[...load.scripts.names].sort().join(' ')}`);
  }
  process.exitCode = loads.some((load) => firstLoadVerdict(load).startsWith('FAIL')) ? 1 : 0;
} finally {
  await server.stop();
}
