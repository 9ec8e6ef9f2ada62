/**
 * Memoizes a pure function under a string key of its argument, keeping the `size` most recently used answers.
 * @example const cached = memoizeLru(expensive, 5000);
 * @example const byContent = memoizeLru(resolve, 200, (doc) => hashOf(doc));
 */
export function memoizeLru<V>(fn: (key: string) => V, size: number): (key: string) => V;
export function memoizeLru<A, V>(fn: (arg: A) => V, size: number, keyOf: (arg: A) => string): (arg: A) => V;
export function memoizeLru<A, V>(fn: (arg: A) => V, size: number, keyOf: (arg: A) => string = String): (arg: A) => V {
  const answers = new Map<string, V>();
  return (arg) => {
    const key = keyOf(arg);
    if (answers.has(key)) {
      const known = answers.get(key) as V;
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const value = fn(arg);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, value);
    return value;
  };
}
