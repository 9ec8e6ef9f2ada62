import { readFileSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminRoutes, createEditorAuth, createShareLinks, draftScopeOf, installPreviewGate, shareLinkKey } from './admin/index';
import { articleRoutes, createArticleSearch } from './content/articles/index';
import { contentRoutes, createContentRepository, createContentService } from './content/index';
import type { Database } from './db/index';
import {
  addFallbackSecurityHeaders,
  closeConnectionsOnShutdown,
  correlationId,
  frameworkErrorHandler,
  imageRoutes,
  installCorrelation,
  installErrorHandling,
  installRequestTarget,
  registerRateLimits,
  registerSecurityHeaders,
  registerStaticAssets,
  rejectNulBytes,
  systemRoutes,
  type RateLimitOptions,
  type SecurityHeadersOptions,
  healthRoutes,
} from './http/index';
import { installMetrics, type MetricsOptions } from './http/metrics/index';
import { registerOpenApi } from './http/openapi';
import { recordRoutes } from './http/route-table';
import { registerCookies } from './platform/index';
import { mediaRoutes } from './media/index';
import { productSummaryRoutes } from './products/index';
import { catalogRoutes, createCatalogService, directCatalog } from './commerce/catalog/index';
import { accessTokenKey, authRoutes, createAuthService, sessionRoutes } from './commerce/auth/index';
import { cartRoutes, createCartService } from './commerce/cart/index';
import { createFavoritesService, createSaveForLater, wishlistRoutes } from './commerce/wishlists/index';
import { createCartRepository } from './commerce/cart/repository';
import { checkoutRoutes, createCheckoutService } from './commerce/checkout/index';
import { createOrderService, createPurchaseHistory, orderRoutes, purchaseHistoryRoutes, SETTLEMENT_JOB } from './commerce/orders/index';
import { GUEST_EXPIRY_EVERY_MS, GUEST_EXPIRY_JOB, guestExpiryJob } from './commerce/auth/guest-expiry';
import { createJobRunner, DEFAULT_JOBS_INTERVAL_MS, installJobs } from './jobs/index';
import { createOutboxMailer } from './providers/mail/outbox';
import { devMailRoutes } from './providers/mail/dev-mail-routes';
import type { Mailer } from './providers/mail/port';
import type { CardGateway } from './providers/payments/port';
import type { CaptchaVerifier } from './providers/captcha/port';
import { createSandboxCaptcha } from './providers/captcha/sandbox';
import { accountRoutes, accountSessionRoutes, createAccountService } from './commerce/accounts/index';
import { createSupportService, supportRoutes } from './commerce/support/index';
import { createStoreService, storeRoutes } from './commerce/stores/index';
import { createEventService, eventRoutes } from './commerce/events/index';
import { SECRETS_EXPIRY_EVERY_MS, SECRETS_EXPIRY_JOB, secretsExpiryJob } from './commerce/accounts/secrets-expiry';
import { addressRoutes } from './commerce/addresses/index';
import { cardRoutes, createCards } from './commerce/cards/index';
import {
  SUBSCRIPTION_LINKS_EXPIRY_EVERY_MS,
  SUBSCRIPTION_LINKS_EXPIRY_JOB,
  subscriptionLinksExpiryJob,
  subscriptionRoutes,
} from './commerce/subscriptions/index';
import { createSandboxGateway } from './providers/payments/sandbox';
import { measuredGateway } from './providers/payments/measured-gateway';
import { sandboxGatewayRoutes } from './providers/payments/sandbox-routes';
import { seoRoutes } from './seo/index';
import { socialGalleryRoutes } from './social-gallery/index';
import { publishedAnything, registerSsr, type SsrBundle } from './ssr/index';

/** The API's version in its OpenAPI document: the package's. */
const APP_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface BuildAppOptions {
  readonly db: Database;
  /** A pino logger; without one the app logs nothing (tests). */
  readonly logger?: FastifyBaseLogger;
  /** The built storefront; without it the app answers the API only. */
  readonly ssr?: SsrBundle;
  /** Where `/assets/` comes from; defaults to the SSR bundle's client directory. */
  readonly clientDir?: string;
  /** More routes (commerce, admin, …), registered before the page catch-all so they take precedence. */
  readonly plugins?: readonly FastifyPluginAsync[];
  /** The editor's origin when it is not this server's (preview pages may be framed by it). */
  readonly security?: SecurityHeadersOptions;
  /** Where write routes' rate-limit counters live (Redis, shared by every process) and their key prefix. */
  readonly rateLimits?: RateLimitOptions;
  /** The store's public origin for canonical and hreflang links (`PUBLIC_URL`). */
  readonly publicUrl?: string;
  /** Whether a proxy in front is trusted for the client's address, protocol and host (`TRUST_PROXY`). */
  readonly trustProxy?: boolean;
  /**
   * Outside services behind their ports. Unset, the store uses its sandboxes: the sandbox card gateway (mounted
   * at `/sandbox/gateway`), the mail outbox (readable at `/dev/mail` unless `production`) and the sandbox captcha
   * verifier (a token passes unless it is missing or starts with `fail`).
   */
  readonly providers?: {
    readonly gateway?: CardGateway;
    readonly mailer?: Mailer;
    readonly captcha?: CaptchaVerifier;
    readonly paymentTimeoutMs?: number;
  };
  /** Whether `/dev/mail` shows the outbox (never with a real mailer): every order's e-mail, so never on a public store. */
  readonly devMail?: boolean;
  /** The admin API's clock: sign-in locks, sessions, publishing and share links (tests move it). */
  readonly adminClock?: () => Date;
  /** The consumers' accounts' clock: sign-in locks, code and reset-link expiry, the age rule (tests move it). */
  readonly accountsClock?: () => Date;
  /**
   * The jobs in the database (settling orders, expiring challenges and guests): their clock (tests move it), and how
   * often this process runs what is due (`false`: only at start and when `app.jobs.runDue()` is called).
   */
  readonly jobs?: { readonly clock?: () => Date; readonly intervalMs?: number | false };
  /** When an unsettled order is settled by its job, and how long a 3-D Secure challenge waits (see commerce/orders). */
  readonly orders?: { readonly settleAfterMs?: number; readonly challengeExpiryMs?: number };
  /** Who may read `GET /metrics` (open unless said), and whether Node's own metrics are added (the server's process). */
  readonly metrics?: MetricsOptions;
}

/**
 * The Tessera HTTP app: content service, images, health, static assets and, with a build, the
 * storefront's server rendering. Every error is the spec's envelope; bad input is never a 500.
 * @example const app = await buildApp({ db: handle.db }); await app.inject('/publish/caas/v1/canvas/menu/ridgeline-en-us');
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: correlationId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    routerOptions: { maxParamLength: 500 },
    trustProxy: options.trustProxy === true,
    // A URL Fastify cannot decode is answered before any hook: the security headers are added here.
    frameworkErrors: (error, request, reply) => {
      addFallbackSecurityHeaders(reply, options.security?.editorOrigin);
      frameworkErrorHandler(error, request, reply);
    },
    // Close idle keep-alive sockets on shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First: every answer carries the security headers, even one an earlier hook refuses.
  await registerSecurityHeaders(app, options.security);
  installErrorHandling(app);
  installCorrelation(app);
  rejectNulBytes(app);
  // Before every decision: a path is served only in its normal form (pages redirected to it, the API refused), and
  // the route, the preview gate, framing and the page's mode all read that one value (`targetOf`).
  installRequestTarget(app);
  closeConnectionsOnShutdown(app);
  // Before every route and gate: every answer is measured, refused ones too; `GET /metrics` serves this app's registry.
  const metrics = installMetrics(app, options.db, options.metrics);
  // Once, before the preview gate reads the editor's cookie: every cookie is read through @fastify/cookie.
  await registerCookies(app);
  // Before every route: previews (drafts, scheduled pages) answer only to signed-in editors and share links.
  const editorAuth = createEditorAuth(options.db, { now: options.adminClock, publicUrl: options.publicUrl });
  const shareLinks = createShareLinks(await shareLinkKey(options.db), options.adminClock);
  installPreviewGate(app, { auth: editorAuth, shareLinks });

  // Before every route: the OpenAPI document lists the routes added after it, and the app keeps their table.
  recordRoutes(app);
  await registerOpenApi(app, APP_VERSION);
  // Registered first: compression hooks only apply to routes added after it.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Before the routes: it attaches a limit to every write route as the route is added.
  await registerRateLimits(app, { ...options.rateLimits, onRejected: metrics.rateLimited });
  await app.register(systemRoutes, { db: options.db });
  await app.register(healthRoutes, { db: options.db });
  // One content service: the canvas and article routes answer from it, and the server render calls it directly.
  const content = createContentService(createContentRepository(options.db), createArticleSearch(options.db));
  await app.register(contentRoutes, { service: content });
  await app.register(articleRoutes, { service: content });
  await app.register(socialGalleryRoutes, { db: options.db });
  await app.register(productSummaryRoutes, { db: options.db });
  const catalog = createCatalogService(options.db);
  await app.register(catalogRoutes, { service: catalog });
  const auth = createAuthService(options.db, await accessTokenKey(options.db));
  const carts = createCartService(options.db);
  const openCartOf = (holderId: string) => carts.openCartOf(holderId);
  // The sandboxes stand in for the outside services unless real adapters are handed in.
  const sandboxGateway = createSandboxGateway(options.db);
  const gateway = measuredGateway(options.providers?.gateway ?? sandboxGateway, metrics.commerce.paymentAnswered);
  const outbox = createOutboxMailer(options.db);
  const mailer = options.providers?.mailer ?? outbox;
  const accounts = createAccountService(options.db, {
    auth,
    captcha: options.providers?.captcha ?? createSandboxCaptcha(),
    mailer,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    openCartOf,
    ...(options.accountsClock ? { now: options.accountsClock } : {}),
    onError: (error, what) => app.log.error({ err: error }, `failed ${what}`),
  });
  await app.register(authRoutes, { auth, openCartOf, exchange: accounts.exchange });
  await app.register(sessionRoutes, { auth, openCartOf });
  await app.register(accountSessionRoutes, { auth, accounts });
  await app.register(accountRoutes, { auth, accounts });
  const support = createSupportService(options.db, {
    captcha: options.providers?.captcha ?? createSandboxCaptcha(),
    mailer,
    ...(options.accountsClock ? { now: options.accountsClock } : {}),
    onError: (error, what) => app.log.error({ err: error }, `failed ${what}`),
  });
  await app.register(supportRoutes, { auth, accounts, support });
  await app.register(addressRoutes, { auth, accounts });
  const stores = createStoreService(options.db, (holder) => accounts.consumerOf(holder));
  await app.register(storeRoutes, { auth, stores });
  const events = createEventService(options.db, {
    mailer,
    ...(options.accountsClock ? { now: options.accountsClock } : {}),
    onError: (error, what) => app.log.error({ err: error }, `failed ${what}`),
  });
  await app.register(eventRoutes, { auth, accounts, events });
  const cards = createCards(options.db, { gateway, captcha: options.providers?.captcha ?? createSandboxCaptcha() });
  await app.register(cardRoutes, { auth, accounts, cards });
  const { subscriptions } = accounts;
  await app.register(subscriptionRoutes, { auth, accounts, subscriptions });
  await app.register(cartRoutes, { auth, carts });
  const favorites = createFavoritesService(options.db);
  await app.register(wishlistRoutes, { auth, favorites, saved: createSaveForLater(createCartRepository(options.db), carts) });
  if (!options.providers?.gateway) await app.register(sandboxGatewayRoutes, { gateway: sandboxGateway });
  if (!options.providers?.mailer && options.devMail === true) await app.register(devMailRoutes, { mailer: outbox });
  await app.register(checkoutRoutes, {
    auth,
    checkout: createCheckoutService(carts, createCartRepository(options.db), gateway, {
      savedCardToken: async (holder, id) => cards.tokenOf((await accounts.consumerOf(holder)).id, id),
    }),
  });
  // Work that must finish even if this process dies lives in the `jobs` table; every process runs what is due.
  const jobs = createJobRunner(options.db, {
    ...(options.jobs?.clock ? { clock: options.jobs.clock } : {}),
    onError: (error, what) => app.log.error({ err: error }, `failed ${what}`),
  });
  installJobs(app, jobs, options.jobs?.intervalMs ?? DEFAULT_JOBS_INTERVAL_MS);
  jobs.every(
    GUEST_EXPIRY_JOB,
    GUEST_EXPIRY_EVERY_MS,
    guestExpiryJob(options.db, (counts) => app.log.info(counts, 'expired unusable guest tokens')),
  );
  jobs.every(
    SECRETS_EXPIRY_JOB,
    SECRETS_EXPIRY_EVERY_MS,
    secretsExpiryJob(options.db, (counts) => app.log.info(counts, 'deleted expired sign-in codes and reset links')),
  );
  jobs.every(
    SUBSCRIPTION_LINKS_EXPIRY_JOB,
    SUBSCRIPTION_LINKS_EXPIRY_EVERY_MS,
    subscriptionLinksExpiryJob(subscriptions, (deleted) => app.log.info({ deleted }, 'deleted expired subscription links')),
  );
  const orders = createOrderService(options.db, carts, {
    gateway,
    mailer,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    jobs,
    ...options.orders,
    ...(options.providers?.paymentTimeoutMs !== undefined ? { paymentTimeoutMs: options.providers.paymentTimeoutMs } : {}),
    onError: (error, what) => app.log.error({ err: error }, `failed ${what}`),
    onPlaced: (order) => metrics.commerce.orderPlaced(order.siteId),
    checkInStoreSale: (holder, info, siteId) => stores.checkSale(holder, info, siteId),
  });
  jobs.handle(SETTLEMENT_JOB, orders.settlement);
  await app.register(orderRoutes, { auth, orders });
  await app.register(purchaseHistoryRoutes, {
    auth,
    consumerOf: (holder) => accounts.consumerOf(holder),
    history: createPurchaseHistory(options.db),
  });
  await app.register(imageRoutes);
  await app.register(mediaRoutes);
  await app.register(adminRoutes, { db: options.db, auth: editorAuth, shareLinks, publicUrl: options.publicUrl, now: options.adminClock });
  // What crawlers read (robots.txt, sitemaps), at the public origin the pages link to; before the page catch-all.
  await app.register(seoRoutes, { db: options.db, publicUrl: options.publicUrl, trustProxy: options.trustProxy });
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  const clientDir = options.clientDir ?? options.ssr?.clientDir;
  if (clientDir) await registerStaticAssets(app, clientDir);
  if (options.ssr)
    registerSsr(app, options.ssr, content, {
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy,
      catalog: directCatalog(catalog),
      draftScope: draftScopeOf,
      publishedAnything: publishedAnything(options.db),
      onRender: metrics.rendered,
    });
  return app;
}
