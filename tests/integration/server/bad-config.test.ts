import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** Starts `server/main.ts` with extra environment and waits for it to exit (it must, with these values). */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
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
  ])('%o: exit code 1 and a message naming the variable', async (env, message) => {
    const { code, stderr } = await start(env);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Tessera cannot start: invalid configuration:/);
    expect(stderr).toMatch(message);
  }, 30_000);
});
