interface Entry<V> {
  readonly value: V;
  /** Asked for since it was last passed over for eviction. */
  used: boolean;
}

/**
 * Memoizes a pure function under a string key of its argument, keeping at most `size` answers and forgetting
 * the least recently used first, by second chance (the clock algorithm): a hit marks its entry used and costs
 * one lookup, which matters when keys are long strings (a block's JSON); eviction passes over used entries once,
 * moving them to the back unmarked, and drops the first unused one.
 * @example const cached = memoizeLru(expensive, 5000);
 * @example const byContent = memoizeLru(resolve, 200, (doc) => hashOf(doc));
 */
export function memoizeLru<V>(fn: (key: string) => V, size: number): (key: string) => V;
export function memoizeLru<A, V>(fn: (arg: A) => V, size: number, keyOf: (arg: A) => string): (arg: A) => V;
export function memoizeLru<A, V>(fn: (arg: A) => V, size: number, keyOf: (arg: A) => string = String): (arg: A) => V {
  const answers = new Map<string, Entry<V>>();
  return (arg) => {
    const key = keyOf(arg);
    const known = answers.get(key);
    if (known) {
      known.used = true;
      return known.value;
    }
    const value = fn(arg);
    while (answers.size >= size) {
      const [oldestKey, oldest] = answers.entries().next().value as [string, Entry<V>];
      answers.delete(oldestKey);
      if (!oldest.used) break;
      oldest.used = false;
      answers.set(oldestKey, oldest);
    }
    answers.set(key, { value, used: false });
    return value;
  };
}
