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
    const healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

export interface ServerProcess {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  /** SIGTERM (SIGKILL after 10 s), then removes its data (unless the data was handed in: it is the caller's). */
  readonly stop: () => Promise<void>;
  /** SIGKILL, as a crash or the kernel's OOM killer would: nothing is finished, nothing closed, the data is kept. */
  readonly kill: () => Promise<void>;
  /** The last of what it wrote to stdout and stderr. */
  readonly output: () => string;
}

/** Where the server keeps its data, when a test wants it kept across restarts. */
export interface ServerProcessData {
  /** A PostgreSQL database to serve (the caller's: never dropped here). */
  readonly databaseUrl?: string;
  /** The data folder (`DATA_DIR`) to serve from and keep; without it a fresh one, removed by `stop`. */
  readonly dataDir?: string;
  /** Make the demo editor accounts first (`users:add --demo`); on by default, as `npm start` does. */
  readonly demoEditors?: boolean;
  /**
   * Run the compiled server (`dist/node`, from `npm run build`) with plain node, as `npm run serve` and the image do.
   * Off by default: the sources run with tsx, so a test sees the server code as it is, not as it was last built.
   */
  readonly compiled?: boolean;
}

/**
 * Starts the real server (`server/main.ts` with the built storefront of `npm run build`) on a free port
 * with a fresh embedded database — what `npm start` runs (`DEMO=true`), minus the build: the demo editor accounts first
 * (`users:add --demo`), then the server in production mode, so tests test what ships (the test runner's own
 * `NODE_ENV=test` would give the server React's development build). `settings` adds to its environment (e.g. a
 * shorter `CHALLENGE_EXPIRY_MS` for a test of what happens after it). With `data` naming a PostgreSQL database or a
 * data folder it serves that data and leaves it there: a test can kill the server and start another on it.
 */
export async function startServerProcess(settings: Readonly<Record<string, string>> = {}, data: ServerProcessData = {}): Promise<ServerProcess> {
  const port = await freePort();
  const ownData = data.dataDir === undefined;
  const dataDir = data.dataDir ?? (await mkdtemp(join(tmpdir(), 'tessera-server-')));
  const database = data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {};
  // The production server makes no account with a known password: `npm start` (the demo) asks for them first.
  if (data.demoEditors !== false) await runUsersAdd({ kind: 'demo' }, { DATA_DIR: dataDir, ...database });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEV_MAIL: 'true',
    DEMO: 'true',
    ...settings,
  };
  delete env.DATABASE_URL;
  if (data.databaseUrl) env.DATABASE_URL = data.databaseUrl;
  const entry = data.compiled === true ? ['dist/node/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const server = spawn(process.execPath, entry, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => server.once('exit', () => r()));
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    if (running()) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownData) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (running()) server.kill('SIGKILL');
    await exited;
  };
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, kill, output: () => output };
}
