import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly location: string | undefined;
  readonly body: string;
}

/**
 * A request with its path written on the wire exactly as given, as `curl --path-as-is` sends it: no client-side
 * normalisation of dot segments, slashes or escapes (`app.inject` resolves them before the app sees the path).
 */
export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A body goes with its length (never chunked), so an answer sent before the body is read cannot race its upload.
    const length = options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) };
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { ...options.headers, ...length, connection: 'close' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, location: res.headers.location, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
