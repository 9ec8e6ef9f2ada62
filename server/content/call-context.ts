import { PREVIEW_DATE_HEADER, type ContentMode } from '../../schemas';
import type { CallFlags } from './canvas-calls';
import type { ContentCallContext } from './content-service';

/**
 * Publish answers may sit in shared caches briefly; preview answers are per editor and never cached,
 * nor is anything asked for with `bypassAllCache=true`.
 */
export const cacheControl = (mode: ContentMode, query: CallFlags) =>
  mode === 'publish' && query.bypassAllCache !== true ? 'public, max-age=60' : 'no-store';

interface CallRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly query: CallFlags;
  readonly log: ContentCallContext['log'];
}

/** What a content call reads from its HTTP request besides the path. */
export const callContext = (request: CallRequest): ContentCallContext => ({
  previewDate: request.headers[PREVIEW_DATE_HEADER],
  removeNulls: request.query.removeNulls,
  log: request.log,
});
