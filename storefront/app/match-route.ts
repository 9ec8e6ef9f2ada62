import { pageRoutes, type StorefrontRoute } from '../routes';

/**
 * The route table matched in the browser, the way React Router's `matchRoutes` matches it on the server (its ranking:
 * static segments 10, params 3, an empty segment 1, one per segment, −2 for a splat; ties keep the table's order,
 * previews first), without bringing the router into a content page's first load. Paths are matched decoded and
 * case-insensitively, with trailing slashes allowed.
 */

interface Candidate {
  readonly route: StorefrontRoute;
  readonly pattern: RegExp;
  readonly score: number;
}

const escape = (text: string) => text.replace(/[\\.*+^?${}()|[\]]/g, '\\$&');

/** React Router's score of a full path (`/pre/:locale/c/:slug`). */
function scoreOf(path: string): number {
  const segments = path.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
}

function patternOf(path: string): RegExp {
  const splat = path.endsWith('/*');
  const source = (splat ? path.slice(0, -2) : path)
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '\\/([^\\/]+)' : `\\/${escape(segment)}`))
    .join('');
  return new RegExp(`^${source}${splat ? '(?:\\/(.+)|\\/*)' : '\\/*'}$`, 'i');
}

const candidates: readonly Candidate[] = ['/pre/', '/']
  .flatMap((prefix) => pageRoutes.map((route) => ({ route, full: `${prefix}${route.path}` })))
  .map(({ route, full }) => ({ route, pattern: patternOf(full), score: scoreOf(full) }))
  // Array#sort is stable: equal scores keep the table's order.
  .sort((a, b) => b.score - a.score);

/** React Router's decoding of a path: each segment decoded, an encoded `/` kept encoded. */
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The table's route for a path (query and hash ignored); `undefined` for `/` and `/pre`, which redirect. */
export function matchPageRoute(path: string): StorefrontRoute | undefined {
  const pathname = decodePath(path.split(/[?#]/, 1)[0] ?? '');
  if (/^\/*$|^\/pre\/*$/i.test(pathname)) return undefined;
  return candidates.find((candidate) => candidate.pattern.test(pathname))?.route;
}
