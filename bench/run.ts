/**
 * `npm run bench` (`-- --quick` for a short version): React's production build throughout.
 *  1. Server render (bench/ssr-render.ts, its own single-threaded process): CPU time of Tessera beside
 *     hand-written React, the bare minimum React and Puck's <Render>, on pages of 15, 60 and 240 blocks.
 *  2. First load from the wire: compressed bytes of script and of the page state, every page type.
 *  3. Lighthouse mobile: home, explore, a category and a product page.
 *  4. The editor (bench/editor/): Tessera's beside Puck's on a 300-block page — prop edit to preview, moves, drag
 *     starts, the editor's JavaScript.
 * The machine may be shared: quote ratios and the control's noise floor rather than absolute times.
 */
import { spawn } from 'node:child_process';
import { startServerProcess } from '../tests/support/server-process';
import { describeEditorBench, runEditorBench } from './editor/editor-bench';
import { describeFirstLoad, FIRST_LOAD_BUDGET_KB, firstLoadVerdict, measureFirstLoad, PAGE_TYPES } from './first-load';
import { describeLighthouse, measureLighthouse } from './lighthouse';
import { fmt } from './stats';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
if (process.env.NODE_ENV !== 'production') throw new Error('run the bench with NODE_ENV=production (npm run bench does)');

const LIGHTHOUSE_PAGES = [
  '/en-us',
  '/en-us/explore',
  '/en-us/c/mens-hiking-trail-gear-1000',
  '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010',
];
const LIGHTHOUSE_RUNS = quick ? 1 : 3;

/** Runs the render bench in a process of its own: V8 single-threaded, so its CPU time is the render thread's. */
const renderBench = (baseUrl: string) =>
  new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, ['--single-threaded', '--import', 'tsx', 'bench/ssr-render.ts', baseUrl, ...(quick ? ['--quick'] : [])], {
      stdio: 'inherit',
      env: process.env,
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the render bench exited with ${code}`))));
  });

const started = Date.now();
const server = await startServerProcess();
try {
  await renderBench(server.baseUrl);

  const loads = await measureFirstLoad(server.baseUrl, PAGE_TYPES);
  console.log(
    `\nFirst load from the wire (script budget ${FIRST_LOAD_BUDGET_KB} kB as sent; the server's own compression, brotli where the browser accepts it)`,
  );
  for (const load of loads) {
    console.log(`  ${describeFirstLoad(load)}  — ${firstLoadVerdict(load)}`);
    console.log(`    ${[...load.scripts.names].sort().join(' ')}`);
  }

  const audits = await measureLighthouse(server.baseUrl, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
  console.log(
    `\nLighthouse mobile (default simulated throttling; median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? 's' : ''}; targets: score 100, LCP under 2 s, CLS 0)`,
  );
  for (const audit of audits) console.log(`  ${describeLighthouse(audit)}`);

  // Last: it saves a 300-block draft of the explore page (preview only; what shoppers see is unchanged).
  const editor = await runEditorBench(server.baseUrl, { quick });
  console.log(`\n${describeEditorBench(editor).join('\n')}`);
  if (editor.unmeasured.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
console.log(`\nbench finished in ${fmt((Date.now() - started) / 1000, 0)} s`);
