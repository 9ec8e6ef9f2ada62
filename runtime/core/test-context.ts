/**
 * The `p13n_testcontext` query flag (spec 001 §2): forces experiment variants and an audience segment, so
 * editors and QA can see every variant on a real page.
 *
 * Format: comma-separated entries, `experience:{experienceId}:{variantId}` and `segment:{segmentId}`, e.g.
 * `?p13n_testcontext=experience:explore-hero:b,segment:loyalty-loggedin`. Unknown or malformed entries are
 * ignored; for a repeated experience or segment the first entry wins.
 */
export interface TestContext {
  /** Forced variant id by experience id. */
  readonly experiences: Readonly<Record<string, string>>;
  readonly segment?: string;
}

const TOKEN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * @example
 * parseTestContext('experience:explore-hero:b,segment:loggedout') // { experiences: { 'explore-hero': 'b' }, segment: 'loggedout' }
 */
export function parseTestContext(value: string | undefined): TestContext {
  const experiences: Record<string, string> = {};
  let segment: string | undefined;
  for (const entry of (value ?? '').split(',')) {
    const [kind, ...parts] = entry.trim().split(':');
    if (!parts.every((part) => TOKEN.test(part))) continue;
    if (kind === 'experience' && parts.length === 2) {
      const [experienceId = '', variantId = ''] = parts;
      if (!(experienceId in experiences)) experiences[experienceId] = variantId;
    } else if (kind === 'segment' && parts.length === 1) {
      segment ??= parts[0];
    }
  }
  return segment === undefined ? { experiences } : { experiences, segment };
}
