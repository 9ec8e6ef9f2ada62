// TEMP (deleted before hand-off): run.ts with demo editors on the server
import { startServerProcess } from './dev-server-process';
import { describeEditorBench, runEditorBench } from './editor-bench';
const server = await startServerProcess();
try {
  const result = await runEditorBench(server.baseUrl, { quick: process.argv.includes('--quick') });
  console.log(`\n${describeEditorBench(result).join('\n')}`);
} finally {
  await server.stop();
}
