import type { ContentMode } from '../../schemas';
import { hasInvalidPreviewDate, parseQueryFlags } from './query-flags';
import { stripPreviewPrefix } from './route-shapes';

/** A request's content mode, decided once where the request enters and carried in the page data. */
export interface RequestMode {
  readonly mode: ContentMode;
  /** The moment preview mode shows (`previewDateTime`); only ever set in preview mode. */
  readonly previewDate?: string;
  /** Preview mode was asked for a `previewDateTime` that is no date (or outside 1970–9999): a bad request. */
  readonly invalidPreviewDate?: true;
}

/**
 * The one preview rule: `/pre` or `?preview=true` select preview; an explicit `preview=false` wins over the
 * prefix; `previewDateTime` counts in preview mode only.
 *
 * @example
 * requestMode('/pre/en-us', '?previewDateTime=2030-01-01T00:00:00Z') // { mode: 'preview', previewDate: '2030-01-01T00:00:00.000Z' }
 */
export function requestMode(pathname: string, search: string | URLSearchParams): RequestMode {
  const flags = parseQueryFlags(search);
  const preview = flags.preview ?? stripPreviewPrefix(pathname).preview;
  if (!preview) return { mode: 'publish' };
  if (flags.previewDateTime) return { mode: 'preview', previewDate: flags.previewDateTime };
  return hasInvalidPreviewDate(search) ? { mode: 'preview', invalidPreviewDate: true } : { mode: 'preview' };
}
