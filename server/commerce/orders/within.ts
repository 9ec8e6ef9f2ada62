/** An outside service did not answer in time. */
export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
}

/** `work`'s result, or NoAnswer after `ms` (the work itself goes on: a caller that gives up must make that harmless). */
export async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
