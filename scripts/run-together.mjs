// Runs npm scripts side by side and fails when any of them fails, each one's output printed whole when it ends
// (so two scripts' lines never interleave). `node scripts/run-together.mjs lint typecheck`: the checks that use
// one core each take the time of the longer, not of both, on a machine with two.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`--- ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
