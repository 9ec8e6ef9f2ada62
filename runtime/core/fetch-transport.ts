import type { ApiRequest, ApiResponse, Transport } from './transport';

const toUrl = (baseUrl: string, request: ApiRequest): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) params.set(name, value);
  const query = params.toString();
  return `${baseUrl}${request.path}${query ? `?${query}` : ''}`;
};

/**
 * The browser's transport (and other programs'): `fetch` against the same origin (or `baseUrl`), with the page's
 * cookies. A JSON body is parsed; anything else is returned as text, an empty body as null.
 */
export function fetchTransport(baseUrl = '', fetchFn?: typeof fetch): Transport {
  return async (request: ApiRequest): Promise<ApiResponse> => {
    const hasBody = request.body !== undefined;
    const response = await (fetchFn ?? globalThis.fetch)(toUrl(baseUrl, request), {
      method: request.method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'same-origin',
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const text = await response.text();
    let body: unknown = text || null;
    // JSON whatever the content type says (a proxy's error page stays text).
    try {
      if (text) body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
    return { status: response.status, headers, body };
  };
}
