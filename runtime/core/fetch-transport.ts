import type { ApiRequest, ApiResponse, Transport } from './transport';

const toUrl = (baseUrl: string, request: ApiRequest): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) params.set(name, value);
  const query = params.toString();
  return `${baseUrl}${request.path}${query ? `?${query}` : ''}`;
};

/**
 * The browser's transport: `fetch` against the same origin (or `baseUrl`). JSON bodies are parsed;
 * anything else is returned as text.
 */
export function fetchTransport(baseUrl = ''): Transport {
  return async (request: ApiRequest): Promise<ApiResponse> => {
    const hasBody = request.body !== undefined;
    const response = await fetch(toUrl(baseUrl, request), {
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
    const isJson = (headers['content-type'] ?? '').includes('json');
    let body: unknown = text;
    if (isJson && text) body = JSON.parse(text) as unknown;
    return { status: response.status, headers, body };
  };
}
