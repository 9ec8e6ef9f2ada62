/**
 * One API request as the typed client sends it. In the browser the transport is `fetch`; on the
 * server it dispatches in-process (no network hop).
 */
export interface ApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with its parameters already encoded, e.g. `/publish/caas/v1/canvas/menu/ridgeline-en-us`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export type Transport = (request: ApiRequest) => Promise<ApiResponse>;
