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

/** The moments a preview may show: 1970 to the end of 9999 (the content service refuses others). */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A date-time the platform can parse, between 1970 and 9999, normalised to ISO 8601 UTC. */
const isoDate = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const time = Date.parse(value);
  return time >= EARLIEST && time <= LATEST ? new Date(time).toISOString() : undefined;
};

/** Whether the URL asks for a preview date that is not one (malformed, or outside 1970–9999). */
export const hasInvalidPreviewDate = (search: string | URLSearchParams): boolean => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = text(params, 'previewDateTime');
  return raw !== undefined && isoDate(raw) === undefined;
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
