import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** Starts `server/main.ts` with extra environment (and modules to import first) and waits for it to exit (it must, with these values). */
function start(env: Record<string, string>, imports: readonly string[] = []): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...imports.flatMap((module) => ['--import', module]), 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stderr }));
  });
}

describe('a bad configuration stops the server at start', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT="eighty": must be a port number/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud": must be one of fatal, error, warn, info/],
    [{ DATABASE_URL: 'mysql://db/tessera' }, /DATABASE_URL="mysql:\/\/db\/tessera": must be a postgres or postgresql URL/],
  ])(
    '%o: exit code 1 and a message naming the variable',
    async (env, message) => {
      const { code, stderr } = await start(env);
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Tessera cannot start: invalid configuration:/);
      expect(stderr).toMatch(message);
    },
    30_000,
  );

  it('a sites configuration that would break the store: exit code 1 and a message naming the field by its path', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tessera-sites-'));
    try {
      const sites = JSON.parse(await readFile(join(root, 'config/sites.json'), 'utf8')) as { brands: { locales: { currency: string }[] }[] };
      sites.brands[1]!.locales[0]!.currency = 'CHF';
      await writeFile(join(folder, 'sites.json'), JSON.stringify(sites));
      // The server imports config/sites.json; the hook answers that import with this file.
      const { code, stderr } = await start({ TEST_SITES_CONFIG: join(folder, 'sites.json') }, ['./tests/support/sites-config-hook.ts']);
      expect(code).toBe(1);
      expect(stderr).toBe(
        'Tessera cannot start: invalid sites configuration (config/sites.json):\n  brands[1].locales[0].currency: must be one of USD, CAD, GBP, EUR\n',
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
