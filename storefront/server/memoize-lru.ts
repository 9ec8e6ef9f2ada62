/**
 * Memoizes a pure one-argument function, keeping the `size` most recently used answers.
 * @example const cached = memoizeLru(expensive, 5000);
 */
export function memoizeLru<V>(fn: (key: string) => V, size: number): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    if (answers.has(key)) {
      const known = answers.get(key) as V;
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const value = fn(key);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, value);
    return value;
  };
}
