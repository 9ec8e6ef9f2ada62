/** How long one statement took, in seconds, and whether it failed. */
export type QueryListener = (seconds: number, failed: boolean) => void;

/** The connections of a PostgreSQL pool; PGlite is one connection in this process. */
export interface PoolState {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** What an open database tells whoever watches it (the metrics): each statement's time, and its pool. */
export interface QueryTiming {
  readonly driver: 'pglite' | 'pg';
  /** The pool's connections; undefined for PGlite. */
  pool(): PoolState | undefined;
  /** Calls `listener` after every statement from now on; the function returned stops it. */
  listen(listener: QueryListener): () => void;
}

/** The listeners of one database and the wrapper its query functions are passed through, once, where it is opened. */
export function createQueryTiming(driver: 'pglite' | 'pg', pool: () => PoolState | undefined) {
  const listeners = new Set<QueryListener>();
  const record = (started: number, failed: boolean) => {
    if (listeners.size === 0) return;
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds, failed);
  };
  const timing: QueryTiming = {
    driver,
    pool,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /**
   * A query function that reports its time: promise-returning (PGlite, pg without a callback) and callback style (what
   * pg's Pool uses inside) alike. A pg `Submittable` (a cursor) is passed through untimed.
   */
  function timed<F>(query: F): F {
    const call = query as unknown as (this: unknown, ...args: unknown[]) => unknown;
    return function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          record(started, error !== null && error !== undefined);
          return (last as (...a: unknown[]) => unknown)(error, ...rest);
        };
        return call.apply(this, args);
      }
      const result = call.apply(this, args);
      if (result instanceof Promise)
        result.then(
          () => record(started, false),
          () => record(started, true),
        );
      return result;
    } as unknown as F;
  }
  return { timing, timed };
}
