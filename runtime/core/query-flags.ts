/** The storefront's query flags (spec 000 §2, spec 001 §2). Absent or malformed values are left out. */
export interface QueryFlags {
  /** `preview=true` selects preview mode; `preview=false` forces publish mode. */
  readonly preview?: boolean;
  /** ISO 8601 moment preview mode shows (sent as the preview date header). */
  readonly previewDateTime?: string;
  readonly siteId?: string;
  readonly localePath?: string;
  /** A customised product's recipe id. */
  readonly recipe?: string;
  readonly leadSource?: string;
  /** Forces a personalization segment (test context). */
  readonly p13n_testcontext?: string;
}

const text = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, 200) : undefined;
};

/** A date-time the platform can parse, normalised to ISO 8601 UTC. */
const isoDate = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/**
 * Reads the query flags of a URL's search part.
 *
 * @example
 * parseQueryFlags('?preview=true&previewDateTime=2030-01-01T00:00:00Z') // { preview: true, previewDateTime: '2030-01-01T00:00:00.000Z' }
 */
export function parseQueryFlags(search: string | URLSearchParams): QueryFlags {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const preview = params.get('preview');
  const flags: Record<string, string | boolean | undefined> = {
    preview: preview === 'true' ? true : preview === 'false' ? false : undefined,
    previewDateTime: isoDate(text(params, 'previewDateTime')),
    siteId: text(params, 'siteId'),
    localePath: text(params, 'localePath'),
    recipe: text(params, 'recipe'),
    leadSource: text(params, 'leadSource'),
    p13n_testcontext: text(params, 'p13n_testcontext'),
  };
  return Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
}
