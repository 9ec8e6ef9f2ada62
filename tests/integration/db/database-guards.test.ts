import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/index';
import { DataDirInUseError } from '../../../server/db/data-dir-lock';

const folders: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('one embedded database folder, one server', () => {
  it('refuses a second opening of a folder in use, saying which process holds it, and frees it on close', async () => {
    const dataDir = await folder();
    const first = await openDatabase({ dataDir });
    expect(await readFile(join(dataDir, 'tessera.lock'), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`in use by process ${process.pid}.*would lose writes`));
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('takes over the lock a dead process left behind', async () => {
    const dataDir = await folder();
    // A pid no process has (pids stay far below this on Linux).
    await writeFile(join(dataDir, 'tessera.lock'), '4194999');
    const handle = await openDatabase({ dataDir });
    expect(await readFile(join(dataDir, 'tessera.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
  }, 60_000);
});

describe('a PostgreSQL server that never answers', () => {
  let silent: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((done) => (silent ? silent.close(done) : done(undefined)));
  });

  it('fails start-up within the connect timeout, with a message naming the server', async () => {
    silent = createServer((socket) => sockets.push(socket)); // accepts, then says nothing
    await new Promise<void>((done) => silent!.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as { port: number };
    await expect(openDatabase({ databaseUrl: `postgres://tessera@127.0.0.1:${port}/tessera`, connectTimeoutMs: 500 })).rejects.toThrow(
      new RegExp(`cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/tessera within 0\\.5 s`),
    );
  }, 30_000);
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL statement timeout', () => {
  it('cancels a statement that runs past it', async () => {
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 200 });
    try {
      if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');
      await expect(handle.client.query('select pg_sleep(3)')).rejects.toThrow(/statement timeout/);
      expect((await handle.client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  }, 30_000);
});
