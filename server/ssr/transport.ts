import type { FastifyInstance } from 'fastify';
import type { ApiRequest, ApiResponse, Transport } from '../../runtime/core';

const flatten = (headers: Record<string, string | string[] | number | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]]),
  );

function parseBody(contentType: string | undefined, text: string): unknown {
  if (text === '') return null;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The SSR entry's API client transport: requests go through `app.inject`, so they take the same
 * routes, validation and hooks as a browser's, without a network hop. `defaults` (the shopper's
 * cookie, correlation id, …) are sent with every request unless the request sets them itself.
 */
export function injectTransport(app: FastifyInstance, defaults: Readonly<Record<string, string>> = {}): Transport {
  return async (request: ApiRequest): Promise<ApiResponse> => {
    const query = Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const search = new URLSearchParams(query).toString();
    const hasBody = request.body !== undefined;
    const response = await app.inject({
      method: request.method,
      url: search ? `${request.path}${request.path.includes('?') ? '&' : '?'}${search}` : request.path,
      headers: {
        accept: 'application/json',
        ...defaults,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
    });
    const headers = flatten(response.headers);
    return { status: response.statusCode, headers, body: parseBody(headers['content-type'], response.body) };
  };
}
