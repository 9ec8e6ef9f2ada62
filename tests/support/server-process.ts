import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runUsersAdd } from '../../scripts/users-add';

const root = resolve(import.meta.dirname, '../..');
// Generous: a fresh embedded database is migrated and seeded first, and a busy machine must not fail the run.
const START_TIMEOUT_MS = 240_000;

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before it was healthy:\n${log()}`);
    const healthy = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

export interface ServerProcess {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  /** SIGTERM (SIGKILL after 10 s), then removes its data. */
  readonly stop: () => Promise<void>;
}

/**
 * Starts the real server (`server/main.ts` with the built storefront of `npm run build`) on a free port
 * with a fresh embedded database — what `npm start` runs, minus the build: the demo editor accounts first
 * (`users:add --demo`), then the server in production mode, so tests test what ships (the test runner's own
 * `NODE_ENV=test` would give the server React's development build).
 */
export async function startServerProcess(): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-server-'));
  // The production server makes no account with a known password: `npm start` (the demo) asks for them first.
  await runUsersAdd({ kind: 'demo' }, { DATA_DIR: dataDir });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DEV_MAIL: 'true' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
