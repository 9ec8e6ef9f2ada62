import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { frameAncestors, framePolicyOf, pathOf, xFrameOptions } from './frame-policy';
import { targetOf } from './request-target';

export interface SecurityHeadersOptions {
  /** Another origin the editor is served from (`https://editor.example`); its preview frames may show pages. */
  readonly editorOrigin?: string;
}

/** Public files other sites may embed (pictures in mail and shared links, video segments for players elsewhere). */
const EMBEDDABLE = ['/images/', '/media/', '/favicons/'];

/** A year, subdomains included; sent only on answers that came over https. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Each answer's nonce, by its response, for the policy helmet writes. */
const nonces = new WeakMap<ServerResponse, string>();
const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`;

/** The OpenAPI pages (`/docs`): Swagger UI's bundle adds a `<style>` element it cannot give a nonce. */
const isApiDocs = (url: string) => {
  const path = pathOf(url);
  return path === '/docs' || path.startsWith('/docs/');
};
/** `<style>` elements by nonce; on the OpenAPI pages only, inline ones without (a nonce would disable 'unsafe-inline'). */
const styleElementSource = (req: IncomingMessage, res: ServerResponse) => (isApiDocs(req.url ?? '/') ? "'unsafe-inline'" : nonceSource(req, res));

/**
 * The policy of every page: scripts from this origin or carrying this request's nonce (the page state and
 * anything React writes inline), never inline handlers; style attributes allowed (blocks set custom properties
 * per block), `<style>` elements only with the nonce. Pictures may come from any https address (content and gallery
 * uploads name them so); video streams from this origin or Cloudinary's player (the video block's cloud source),
 * played through MediaSource (`blob:`), with hls.js's worker made from a `blob:`.
 */
const directives = (editorOrigin: string | undefined) => ({
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'", nonceSource],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", styleElementSource],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", 'https://res.cloudinary.com'],
  mediaSrc: ["'self'", 'blob:', 'https://res.cloudinary.com'],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: [(req: IncomingMessage) => frameAncestors(framePolicyOf(targetOf(req)), editorOrigin)],
});

/**
 * What this server adds by request beside helmet's fixed headers: `Strict-Transport-Security` over https only,
 * `X-Frame-Options` by the answer's frame policy, and `Cross-Origin-Resource-Policy` (`same-origin`, except public files).
 * Also used where Fastify answers before any hook runs (a URL it cannot decode).
 */
export function addRequestSecurityHeaders(reply: FastifyReply, editorOrigin?: string): void {
  const { url, protocol } = reply.request;
  const policy = framePolicyOf(targetOf(reply.request));
  const xfo = xFrameOptions(policy, editorOrigin);
  if (xfo) void reply.header('x-frame-options', xfo);
  if (protocol === 'https') void reply.header('strict-transport-security', HSTS);
  const path = pathOf(url);
  void reply.header('cross-origin-resource-policy', EMBEDDABLE.some((prefix) => path.startsWith(prefix)) ? 'cross-origin' : 'same-origin');
}

/** For answers Fastify sends before any hook runs (a URL it cannot decode): a JSON error nothing may load from or frame. */
export function addFallbackSecurityHeaders(reply: FastifyReply, editorOrigin?: string): void {
  void reply
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin');
  addRequestSecurityHeaders(reply, editorOrigin);
}

const isOrigin = (value: string): boolean => {
  try {
    return new URL(value).origin === value && /^https?:/.test(value);
  } catch {
    return false;
  }
};

/**
 * Security headers on every answer: helmet's set with a Content-Security-Policy carrying a fresh nonce per
 * request (`reply.cspNonce`, the same for scripts and styles, handed to the server render), `Referrer-Policy: strict-origin-when-cross-origin`,
 * `nosniff`, and the per-request headers of `addRequestSecurityHeaders`. Register it first, so even an answer
 * refused by an earlier hook carries them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  const { editorOrigin } = options;
  if (editorOrigin !== undefined && !isOrigin(editorOrigin)) {
    throw new Error(`The editor's origin must be scheme, host and port only, like https://editor.example (got "${editorOrigin}")`);
  }
  // Before helmet's hooks, which write the policy: one nonce per answer, for scripts and `<style>` alike.
  app.addHook('onRequest', (_request, reply, done) => {
    const nonce = randomBytes(16).toString('hex');
    nonces.set(reply.raw, nonce);
    reply.cspNonce = { script: nonce, style: nonce };
    done();
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directives(editorOrigin) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: false,
    crossOriginResourcePolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    addRequestSecurityHeaders(reply, editorOrigin);
    done();
  });
  // A route may set a stricter policy of its own (an SVG runs nothing); it still says who may frame the answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !/(^|;)\s*frame-ancestors\s/.test(policy)) {
      void reply.header('content-security-policy', `${policy}; frame-ancestors ${frameAncestors(framePolicyOf(targetOf(request)), editorOrigin)}`);
    }
    done(null, payload);
  });
}
