/**
 * The normal form of a URL path (RFC 3986 §6.2.2, plus what browsers read into a path): percent-encoded unreserved
 * characters decoded (`%70` → `p`, `%2e` → `.`), the hex of every other escape in capitals, backslashes read as
 * slashes, characters a path may not hold raw percent-encoded, dot segments removed and runs of slashes collapsed
 * (a trailing slash is kept). Escapes of reserved characters stay escaped: `%2F` is part of its segment, never a
 * separator. Two spellings of one path have one normal form, and a path in normal form is its own.
 */

/** ALPHA / DIGIT / "-" / "." / "_" / "~": their escapes mean the character itself. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** What a path segment may hold raw besides escapes: unreserved, sub-delims, ":" and "@". */
const SEGMENT_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

const hex = (code: number) => `%${code.toString(16).toUpperCase().padStart(2, '0')}`;

/** A character a path may not hold raw, as the escapes of its UTF-8 bytes (Node refuses raw non-ASCII bytes in a request line). */
const escape = (char: string): string => [...new TextEncoder().encode(char)].map(hex).join('');

/** One segment with its escapes normalised; undefined when an escape is malformed. */
function normalSegment(segment: string): string | undefined {
  let out = '';
  for (let i = 0; i < segment.length; i += 1) {
    const char = String.fromCodePoint(segment.codePointAt(i) ?? 0);
    if (char === '%') {
      const digits = segment.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(digits)) return undefined;
      const decoded = String.fromCharCode(Number.parseInt(digits, 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${digits.toUpperCase()}`;
      i += 2;
    } else {
      out += SEGMENT_CHAR.test(char) ? char : escape(char);
      i += char.length - 1;
    }
  }
  return out;
}

/**
 * The normal form of a path (no query); undefined when it is no path at all (it does not start with `/`, or holds a
 * malformed escape).
 * @example normalPath('/en-us/%2e%2e//%70re/en-us') // '/pre/en-us'
 */
export function normalPath(path: string): string | undefined {
  const slashed = path.replace(/\\/g, '/');
  if (!slashed.startsWith('/')) return undefined;
  const segments: string[] = [];
  let trailingSlash = false;
  const parts = slashed.slice(1).split('/');
  for (const [index, part] of parts.entries()) {
    const segment = normalSegment(part);
    if (segment === undefined) return undefined;
    if (segment === '..') segments.pop();
    if (segment !== '.' && segment !== '..' && segment !== '') segments.push(segment);
    // `/a/`, `/a/b/..` and `/a/.` name a folder: the slash after it stays; empty segments elsewhere go.
    else if (index === parts.length - 1) trailingSlash = true;
  }
  return `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
}
