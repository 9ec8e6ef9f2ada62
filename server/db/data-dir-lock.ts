import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The embedded database's folder is in use by a live process: a second one would lose writes. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims an embedded database folder for this process with a lock file holding its pid. A lock left by a
 * process that is gone (a crash, a kill -9) is taken over; one held by a live process refuses, saying which.
 * Returns the release, which removes the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, 'tessera.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new DataDirInUseError(
          `the embedded database in ${dataDir} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}: ` +
            'two servers on one folder would lose writes. Stop the other server, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new DataDirInUseError(`could not claim the embedded database in ${dataDir}: another process keeps taking its lock`);
}
