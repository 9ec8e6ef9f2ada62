/**
 * `npm run bench:editor` (`-- --quick` for a short run): Tessera's editor beside Puck's on a 300-block page, on a
 * server of its own (the build's storefront, a fresh embedded database with the demo editor). `npm run bench` runs the
 * same after its other parts.
 */
import { startServerProcess } from '../../tests/support/server-process';
import { fmt } from '../stats';
import { describeEditorBench, runEditorBench } from './editor-bench';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
if (process.env.NODE_ENV !== 'production') throw new Error('run the editor bench with NODE_ENV=production (npm run bench:editor does)');

const started = Date.now();
const server = await startServerProcess();
try {
  const result = await runEditorBench(server.baseUrl, { quick });
  console.log(`\n${describeEditorBench(result).join('\n')}`);
  if (result.unmeasured.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
console.log(`\neditor bench finished in ${fmt((Date.now() - started) / 1000, 0)} s`);
