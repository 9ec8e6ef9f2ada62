import fc from 'fast-check';

/** Texts that PostgreSQL, JSON or a parser has choked on somewhere: NUL, lone surrogates, huge, bidi, prototype names. */
export const junkTexts = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202e',
  '%00',
  '',
  ' ',
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}',
  'javascript:alert(1)',
  '/\\evil.example',
  '\r\nx: y',
] as const;

/** Numbers at and past every edge: negative, fractional, beyond 32 and 53 bits, not finite once parsed. */
export const junkNumbers = [-1, 0, 0.5, -0, 2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1e308, -1e308, 1e-308] as const;

/** `{"a":{"a":…}}` this deep. */
export const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** An object whose own key is `__proto__` (as `JSON.parse` makes it), so it survives `JSON.stringify`. */
export const protoKeyed = (): unknown => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');

/** Any junk value a JSON field may be given. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...junkTexts),
  fc.constantFrom(...junkNumbers),
  fc.constantFrom(null, true, false, [], {}, [[[[]]]]),
  fc.constant(null).map(() => deeplyNested(400)),
  fc.constant(null).map(protoKeyed),
  fc.array(fc.constantFrom(...junkTexts), { minLength: 1, maxLength: 3 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place in a value a junk value can go: `[]` is the value itself, `['a', 0]` its `a[0]`. */
export function placesOf(value: unknown, at: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => placesOf(item, [...at, i]))];
  if (value !== null && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...at, key]))];
  return here;
}

/** A copy of `value` with `junk` at `place`, or with `junk` as a new key `key` of the object at `place`. */
export function withJunk(value: unknown, place: readonly (string | number)[], junk: unknown, key?: string): unknown {
  if (place.length === 0) {
    if (key !== undefined && value !== null && typeof value === 'object' && !Array.isArray(value)) return { ...value, [key]: junk };
    return junk;
  }
  const [head, ...rest] = place;
  if (Array.isArray(value)) return value.map((item: unknown, i) => (i === head ? withJunk(item, rest, junk, key) : item));
  const object = value as Record<string, Json>;
  const name = String(head);
  return { ...object, [name]: withJunk(object[name], rest, junk, key) };
}

/** A JSON body's text, keeping own `__proto__` keys. */
export const bodyText = (value: unknown): string => JSON.stringify(value);
