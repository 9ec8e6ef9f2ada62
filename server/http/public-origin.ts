import type { FastifyRequest } from 'fastify';

/** How the store's public origin is decided: the configured one, or what a trusted proxy names. */
export interface PublicOriginOptions {
  /** The configured public origin (`PUBLIC_URL`); without it, the one a trusted proxy names, else `http://localhost`. */
  readonly publicUrl?: string | undefined;
  /** Fastify's `trustProxy` is on: the request's protocol and host come from the proxy's forwarded headers. */
  readonly trustProxy?: boolean | undefined;
}

/**
 * The origin pages, sitemaps and robots.txt link to. Configured, it is the only one. Unconfigured, the request's
 * protocol and host count only when Fastify trusts the proxy in front (`trustProxy`) and they are plausible: a forged
 * Host header must never reach a link in a publicly cached answer.
 * @example publicOrigin(request, { publicUrl: 'https://shop.example' }) // 'https://shop.example'
 */
export function publicOrigin(request: FastifyRequest, options: PublicOriginOptions): string {
  if (options.publicUrl) return options.publicUrl;
  const host = request.host;
  return options.trustProxy === true && /^[\w.-]+(:\d{1,5})?$/.test(host) && /^https?$/.test(request.protocol)
    ? `${request.protocol}://${host}`
    : 'http://localhost';
}
