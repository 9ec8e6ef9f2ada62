import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../schemas';
import { operationOf } from './contract-route';
import { summaryOf } from './openapi-summaries';

/** Where the document and its readable page are served. */
export const OPENAPI_JSON = '/docs/json';
export const OPENAPI_PAGE = '/docs';

/** Each route's tag, by the first matching path prefix. */
const TAGS: readonly (readonly [prefix: string, tag: string, description: string])[] = [
  ['/publish/caas/', 'content', 'Published content: pages, categories, products, search, menus, footers, pop-ups, fragments, articles (spec 001 §7)'],
  ['/preview/caas/', 'content', ''],
  ['/social/', 'social gallery', 'Shopper photos with tagged products: listing, uploads, reports, stashes'],
  ['/products/', 'products', 'The catalogue: product search, details and inventory (spec 001 §7)'],
  ['/images/', 'images', 'Demo artwork, drawn as SVG and rasterised on request'],
  ['/media/', 'media', 'Uploaded media files'],
  ['/token/', 'auth', 'Guest tokens: a new guest, a refresh (spec 000 §7)'],
  ['/fapi/session', 'auth', ''],
  ['/cart/v2/checkout/', 'orders', 'Placing orders and their 3-D Secure result; reading a purchase (spec 000 §7)'],
  ['/cart/v1/cart/prepareOrder', 'orders', ''],
  ['/consumers-v3/consumer/purchasehistory', 'orders', ''],
  ['/consumers-v3/consumer/purchase', 'orders', ''],
  ['/consumers-v3/contactus', 'customer service', 'Contact-us and warranty cases, stored and acknowledged by e-mail (spec 000 §1, §7)'],
  ['/consumers-v3/consumer/warranty', 'customer service', ''],
  ['/consumers-v3/consumer/event-registration', 'events', 'A signed-in consumer registers for an event a published page offers (spec 001 §3, §4)'],
  [
    '/consumers-v3/consumer/employee-terms',
    'employees',
    'A signed-in employee accepts the employee-discount terms their discount needs (spec 000 §4)',
  ],
  ['/consumers-v3/consumer/address', 'addresses', 'A signed-in consumer’s saved addresses: add, change, make main, delete (spec 000 §7 Consumer)'],
  [
    '/consumers-v3/consumer/payment_instruments',
    'saved cards',
    'A signed-in consumer’s saved cards by gateway token: list, save, make main, delete (spec 000 §7 Consumer)',
  ],
  [
    '/consumers-v3/subscription',
    'subscriptions',
    'Newsletter and SMS subscriptions (double opt-in by mail), notification preferences (spec 000 §3, §7)',
  ],
  ['/consumers-v3/consumer/subscription', 'subscriptions', ''],
  ['/consumers-v3/consumer/notification', 'subscriptions', ''],
  [
    '/consumers-v3/utilities/stores',
    'stores',
    'The brand’s stores, and the associates of one for a signed-in employee (spec 000 §7 Utilities; the in-store associate mode)',
  ],
  ['/consumers-v3/', 'accounts', 'Consumer accounts: sign-up, PKCE sign-in, sign-out, passwords, the profile (spec 000 §7)'],
  ['/wishlists/', 'favourites', 'Favourites and saved for later: lists per site, sharing, moves to and from the cart (spec 001 §7 Wishlists)'],
  ['/cart/v2/saveForLater', 'favourites', ''],
  ['/cart/', 'cart', 'The cart and its checkout: items, addresses, shipping and payment methods, the card (spec 000 §7)'],
  [
    '/sandbox/gateway/',
    'sandbox gateway',
    'The sandbox card gateway: card tokens and the 3-D Secure challenge page (a stand-in for a real provider)',
  ],
  ['/dev/mail', 'development', 'The development mail outbox (outside production)'],
  ['/fapi/pages', 'pages', 'Storefront pages: HTML documents, and the JSON state of a page for client-side navigation'],
  ['/fapi/', 'system', 'Health, server time'],
  ['/health', 'system', ''],
  ['/admin/v1/session', 'editor accounts', 'Editor sign-in, who is signed in, sign-out (session cookie, lockout, rate limit)'],
  [
    '/admin/',
    'documents',
    "The editor's documents: list, read, save drafts, publish or schedule, versions, restore, create, duplicate, rename, delete, share links (editor session; writes need the store's Origin)",
  ],
  ['/editor', 'editor', 'The editor application (HTML)'],
  ['/assets/', 'assets', 'Built scripts and stylesheets (precompressed, immutable)'],
  ['/', 'pages', ''],
];

const tagOf = (url: string): string => TAGS.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'pages';

/** Every route can answer these in the error envelope (the spec's errorDetails), whatever else it answers. */
const envelope = z.toJSONSchema(errorEnvelopeSchema, { target: 'draft-7' });
const ERRORS: Record<string, unknown> = {
  400: { description: 'Bad input: the envelope names the field', ...envelope },
  404: { description: 'Not found', ...envelope },
  429: { description: 'Too many writes from this client (write routes); see Retry-After', ...envelope },
  500: { description: 'Server error', ...envelope },
};

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas as JSON Schema, plus a summary, a tag and the error answers every route shares. A call of the API
 * contract takes its summary from there, and its body as the contract documents it (`documentedBody`) when it has one.
 */
const transform: Transform = (input) => {
  const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const operation = operationOf(method, input.route.url);
  const body = operation?.documentedBody;
  const { schema, url } = jsonSchemaTransform(body ? { ...input, schema: { ...input.schema, body } } : input);
  const own = (schema ?? {}) as { response?: Record<string, unknown>; tags?: string[]; summary?: string };
  const summary = own.summary ?? operation?.summary ?? summaryOf(method, input.route.url);
  return { schema: { ...own, ...(summary ? { summary } : {}), tags: own.tags ?? [tagOf(url)], response: { ...ERRORS, ...own.response } }, url };
};

/**
 * OpenAPI 3 generated from the routes' zod schemas (`/docs/json`) and a readable page of it (`/docs`). Registered
 * before the routes: the document lists every route added after it.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tessera API',
        version,
        description:
          'The content service, storefront and media calls of Tessera. Errors answer in the envelope `{ errorDetails: [{ errorId, message, field? }], appId, correlationId }`.',
      },
      tags: TAGS.filter(([, , description]) => description).map(([, name, description]) => ({ name, description })),
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: OPENAPI_PAGE, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
