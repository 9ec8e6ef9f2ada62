/**
 * The rules of the addresses content names — links, pictures, media — as pure checks: each answers why an address
 * is refused, or undefined. A browser reads an address loosely (tabs and line breaks removed, a backslash read as a
 * slash, spaces and control characters trimmed at either end, schemes in any case), so the checks refuse every
 * spelling that a browser would read as another host or as script, not only the obvious one.
 */

/** Tabs, line breaks and other control characters: browsers drop or trim them, so `/\t/evil.example` is `//evil.example`. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const EDGE_SPACE = /^\s|\s$/;
const SPACE = /\s/;

const CONTROL_WORDS = 'must not contain tabs, line breaks or control characters';
const EDGE_WORDS = 'must not start or end with a space';
const HOST_WORDS = 'must not start with // or a backslash: a browser reads that as another site';

/** Percent-decoded once, as a server decodes a path; undefined when the escapes are malformed. */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * A path of this site (`/en-us/c/running`): one slash, then anything but another slash or a backslash, written or
 * percent-encoded (`//host`, `/\host`, `/%5Chost`, `/%2F%2Fhost` all name another host to a browser or to a server
 * that decodes the path), no backslash anywhere, no space.
 */
function sitePathProblem(path: string): string | undefined {
  if (path.includes('\\')) return 'must not contain a backslash: a browser reads it as a slash';
  if (SPACE.test(path)) return 'must not contain spaces (write %20)';
  const plain = decoded(path);
  if (plain === undefined) return 'must be percent-encoded correctly';
  if (/^\/[/\\]/.test(plain)) return HOST_WORDS;
  if (plain.includes('\\')) return 'must not contain a backslash, written or percent-encoded (%5C)';
  if (CONTROL.test(plain)) return 'must not contain percent-encoded control characters';
  return undefined;
}

/** An absolute URL of `scheme` (any case) that names a host, with nothing a browser would reread. */
function webUrlProblem(url: string, scheme: RegExp, words: string): string | undefined {
  const match = scheme.exec(url);
  if (!match) return words;
  if (url.includes('\\')) return 'must not contain a backslash: a browser reads it as a slash';
  if (SPACE.test(url)) return 'must not contain spaces (write %20)';
  if (!/^[^/?#@]/.test(url.slice(match[0].length))) return `${words}, with a host after //`;
  return undefined;
}

/** What every address shares: storable words with nothing a browser silently drops or trims. */
function looseSpellingProblem(value: string): string | undefined {
  if (CONTROL.test(value)) return CONTROL_WORDS;
  if (EDGE_SPACE.test(value)) return EDGE_WORDS;
  return undefined;
}

const HTTP_OR_HTTPS = /^https?:\/\//i;
const HTTPS = /^https:\/\//i;

/**
 * Why a link target is refused, or undefined: it must be an absolute http(s) URL, a path of this site, a `#hash`
 * (the modal links), `mailto:` or `tel:` — never `javascript:`, `data:`, `vbscript:` or anything else, in any case.
 */
export function linkProblem(url: string): string | undefined {
  const loose = looseSpellingProblem(url);
  if (loose) return loose;
  if (url.startsWith('#')) return undefined;
  if (/^(mailto|tel):/i.test(url)) return undefined;
  if (url.startsWith('/')) return sitePathProblem(url);
  if (url.startsWith('\\')) return HOST_WORDS;
  return webUrlProblem(url, HTTP_OR_HTTPS, 'must be an http(s) URL, a site path, a #hash, mailto: or tel:');
}

/**
 * A picture written into the address itself (drawn placeholders, small icons): an image type a browser shows, base64
 * or percent-encoded. An `<img>` never runs script, an SVG's included, and browsers refuse to open a `data:` address
 * as a page; `data:text/html` and the like stay refused.
 */
const IMAGE_DATA = /^data:image\/(png|gif|jpeg|webp|avif|svg\+xml)(;[a-z-]+=[a-z0-9-]+)*(;base64)?,[^\s]+$/i;

/**
 * Why a picture's address is refused, or undefined: an https URL, a path of this site (`/images/…`), or a
 * `data:image/`. Never http (the page's policy would not load it, and it tells a network who looks at what),
 * `javascript:`, any other `data:`, or any other scheme.
 */
export function imageUrlProblem(url: string): string | undefined {
  const loose = looseSpellingProblem(url);
  if (loose) return loose;
  if (url.startsWith('/')) return sitePathProblem(url);
  if (url.startsWith('\\')) return HOST_WORDS;
  if (IMAGE_DATA.test(url)) return undefined;
  return webUrlProblem(url, HTTPS, 'must be an https URL, a site path (/images/…) or a data:image/ (PNG, GIF, JPEG, WebP, AVIF or SVG)');
}

/** Why a video or sound address is refused, or undefined: an http(s) URL or a path of this site (`/media/…`). */
export function mediaUrlProblem(url: string): string | undefined {
  const loose = looseSpellingProblem(url);
  if (loose) return loose;
  if (url.startsWith('/')) return sitePathProblem(url);
  if (url.startsWith('\\')) return HOST_WORDS;
  return webUrlProblem(url, HTTP_OR_HTTPS, 'must be an http(s) URL or a site path');
}
