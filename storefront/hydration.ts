import type { HydrationState } from 'react-router';
import type { DocumentAssets } from './shell/assets';

/** What the server leaves for the browser: the router's data (React Router's own global) and the stylesheets. */
declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
    __TESSERA_ASSETS__?: DocumentAssets;
  }
}

interface SerializedError {
  readonly __type: 'RouteErrorResponse' | 'Error';
  readonly status?: number;
  readonly statusText?: string;
  readonly data?: unknown;
  readonly message?: string;
}

/** Route errors as JSON: error responses keep status and data, other errors only their message. */
export function serializeErrors(errors: Record<string, unknown> | null | undefined): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, error] of Object.entries(errors)) {
    const e = error as { status?: unknown; statusText?: unknown; data?: unknown; internal?: unknown };
    out[id] =
      typeof e.status === 'number' && typeof e.statusText === 'string'
        ? { __type: 'RouteErrorResponse', status: e.status, statusText: e.statusText, data: e.data }
        : { __type: 'Error', message: 'Unexpected error' };
  }
  return out;
}

/** Back to what `isRouteErrorResponse` recognises, or an `Error`. */
export function deserializeErrors(errors: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(errors)) {
    const e = value as SerializedError;
    out[id] =
      e.__type === 'RouteErrorResponse'
        ? { status: e.status, statusText: e.statusText, data: e.data, internal: false }
        : new Error(e.message ?? 'Unexpected error');
  }
  return out;
}

/** JSON safe inside an inline `<script>`: nothing in it can close the tag or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
