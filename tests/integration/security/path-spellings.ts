/**
 * Spellings of one path that a browser, curl or a proxy may send: dot segments (plain and escaped), repeated
 * slashes, backslashes, escaped letters, `;` parameters, escaped slashes inside a segment, and the upper case of a
 * prefix. Each must reach the decision of its normal form (or be refused), never another one.
 */

/** Every spelling of `/{first}/{rest}` (rest without a leading slash) for a path whose first segment matters. */
export function spellingsOf(first: string, rest: string): string[] {
  const tail = rest ? `/${rest}` : '';
  const escapedFirst = [...first].map((c, i) => (i === 0 ? `%${c.charCodeAt(0).toString(16)}` : c)).join('');
  const restSegments = rest.split('/').filter(Boolean);
  const sibling = restSegments[0] ?? 'en-us';
  return [
    `/${first}${tail}`,
    `/${sibling}/../${first}${tail}`,
    `/${sibling}/%2e%2e/${first}${tail}`,
    `/${sibling}/%2E%2E/${first}${tail}`,
    `/${sibling}/.%2e/${first}${tail}`,
    `//${first}${tail}`,
    `///${first}${tail}`,
    `/./${first}${tail}`,
    `/%2e/${first}${tail}`,
    `/${first}//${rest}`,
    `/${first}/./${rest}`,
    `/${first}${tail}/`,
    `/${first}${tail}/.`,
    `/${first}${tail}/x/..`,
    `/${escapedFirst}${tail}`,
    `/${escapedFirst.toUpperCase()}${tail}`,
    `/${first.toUpperCase()}${tail}`,
    `/${first[0]?.toUpperCase() ?? ''}${first.slice(1)}${tail}`,
    `/${sibling};x/../${first}${tail}`,
    `/${first};x${tail}`,
    `/${first}${tail};x`,
    `/${sibling}%2F..%2F${first}${tail.replace(/\//g, '%2F')}`,
    `/${first}%2F${rest.replace(/\//g, '%2F')}`,
    `/%2F${first}${tail}`,
    `/\\${first}${tail}`,
    `/${sibling}\\..\\${first}${tail.replace(/\//g, '\\')}`,
    `/${first}%00${tail}`,
    `/${first}%${tail}`,
    `/${first}%zz${tail}`,
  ];
}

/** Query strings that try to switch preview on, by themselves or against another value. */
export const previewQueries = [
  '',
  '?preview=true',
  '?preview=true&preview=false',
  '?preview=false&preview=true',
  '?preview=TRUE',
  '?%70review=true',
  '?preview%3Dtrue',
  '?;preview=true',
  '?x=1;preview=true',
  '?previewDateTime=2031-06-01T00:00:00Z',
  '?preview=true&previewDateTime=2031-06-01T00:00:00Z',
  '?previewDateTime=2031-06-01T00:00:00Z&previewDateTime=2020-01-01T00:00:00Z',
  '?share=x.1.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
];
