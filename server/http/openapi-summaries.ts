/**
 * One line per operation of the OpenAPI document, by `METHOD url` as the route is registered (`:param`, `*`). A
 * route's own `schema.summary` wins; an operation with neither fails the OpenAPI test.
 */
const content = (mode: 'publish' | 'preview'): Record<string, string> => {
  const base = `/${mode}/caas/v1`;
  const which = mode === 'publish' ? 'as published' : 'as previewed (drafts, `x-preview-date`; editors and share links only)';
  return {
    [`GET ${base}/canvas/augmentedpage/:siteId/:page`]: `A page with its category's products filled in, ${which}`,
    [`GET ${base}/canvas/category/:siteId/:categoryId`]: `A category's content, ${which}`,
    [`GET ${base}/canvas/search/:siteId/:searchType`]: `The content of a search results page, ${which}`,
    [`GET ${base}/canvas/page/:siteId/:page`]: `A content page by its slug, ${which}`,
    [`GET ${base}/canvas/product/:siteId/:productId`]: `A product page's content, ${which}`,
    [`GET ${base}/canvas/fragment/:fragmentId`]: `A fragment (a piece of content shared by pages), ${which}`,
    [`GET ${base}/canvas/footer/:siteId`]: `The site's footer, ${which}`,
    [`GET ${base}/canvas/menu/:siteId`]: `The site's mega menu, ${which}`,
    [`GET ${base}/canvas/popups/:siteId`]: `The site's pop-ups, ${which}`,
    [`GET ${base}/canvas/children/:siteId/:parentPageSlug`]: `The pages below a page, ${which}`,
    [`GET ${base}/canvas/showcase/:siteId/:docType`]: `Every document of a type, ${which} (the editor's showcase)`,
    [`GET ${base}/articles/:siteId`]: `Article search: tags, text, paging and facets, ${which}`,
  };
};

export const operationSummaries: Readonly<Record<string, string>> = {
  'GET /health': 'Whether the server and its database answer',
  'GET /health/live': 'Whether the process answers (the liveness probe)',
  'GET /health/ready': 'Whether it can serve: database answering, migrations applied (the readiness probe)',
  'GET /metrics': 'The server\'s metrics in Prometheus\' text format',
  'GET /fapi/server/time': 'The server\'s clock',
  'GET /favicons/:file': 'A site\'s favicon',
  ...content('publish'),
  ...content('preview'),

  'GET /social/v1/': 'The social gallery\'s calls',
  'GET /social/v1/customers/:customerId/media/recent': 'A brand\'s recent shopper photos',
  'GET /social/v1/categories/media/recent': 'Recent shopper photos of categories',
  'GET /social/v1/streams/:streamId/media/recent': 'A stream\'s recent shopper photos (cursor paging)',
  'GET /social/v1/streams/media/recent': 'Recent shopper photos of several streams',
  'GET /social/v1/media/:mediaId/streams': 'The streams a photo is in',
  'POST /social/v1/users': 'Register an uploader',
  'POST /social/v1/users/:userId/media': 'Upload a photo (held for moderation)',
  'POST /social/v1/media/:mediaId/reports': 'Report a photo',
  'POST /social/v1/stashes': 'Keep a named set of photos for a user',

  'GET /products/v2/products/:masterId/summary': 'A product\'s summary for the gallery widget',
  'GET /products/v2/search/productSearch': 'Search the catalogue: text, category, filters, sort and paging',
  'GET /products/v2/products/:productId/details': 'A product: colours, pictures, prices and each size\'s sku',
  'GET /products/v2/products/:productId/inventory': 'Units left of each sku of a product',

  'POST /token/v2/auth/token': 'A new guest\'s tokens, or new tokens for a refresh token',
  'POST /fapi/session': 'The browser\'s tokens, kept in HttpOnly cookies',

  'POST /cart/v1/cart': 'The holder\'s open cart on the locale\'s site, made if there is none',
  'GET /cart/v1/cart/:basketId': 'Read a cart',
  'POST /cart/v1/item': 'Add a sku to a cart',
  'DELETE /cart/v1/item': 'Remove a line from a cart',
  'PUT /cart/v1/cart/:basketId/item': 'Change a line\'s quantity (or its sku)',
  'POST /cart/v2/cart/:basketId/shippingAddress': 'Set the shipping address and the guest\'s e-mail',
  'DELETE /cart/v2/cart/:basketId/shippingAddress': 'Remove the shipping address',
  'POST /cart/v1/cart/:basketId/shippingAddress/validation': 'Check a shipping address without keeping it',
  'POST /cart/v1/cart/:basketId/billingAddress': 'Set a billing address of its own',
  'DELETE /cart/v1/cart/:basketId/billingAddress': 'Bill the shipping address again',
  'GET /cart/v1/cart/:basketId/shippingMethod/:shippingId': 'The shipping methods a shipment may use',
  'POST /cart/v1/shippingMethod': 'Choose a shipment\'s shipping method',
  'GET /cart/v1/cart/:basketId/paymentMethods': 'The payment methods and card brands accepted',
  'POST /cart/v1/cart/:basketId/paymentInstruments': 'Pay with a card, given as the gateway\'s token',
  'DELETE /cart/v1/cart/:basketId/paymentInstruments': 'Remove the card',

  'POST /cart/v1/cart/prepareOrder': 'The cart, if everything placing it needs is there; else why not',
  'PUT /cart/v2/checkout/order': 'Place the order (Idempotency-Key for retries)',
  'PATCH /cart/v2/checkout/order/:orderNumber': 'Finish 3-D Secure with the bank\'s result',
  'GET /consumers-v3/consumer/purchase/:orderNumber': 'Read an order by its `st` or its holder\'s token',

  'POST /sandbox/gateway/v1/tokens': 'Tokenize a card (the sandbox gateway)',
  'GET /sandbox/gateway/v1/challenge/:challengeId': 'The 3-D Secure challenge page a shopper answers',
  'POST /sandbox/gateway/v1/challenge/:challengeId': 'Answer a 3-D Secure challenge: the result for the order',
  'GET /sandbox/gateway/v1/challenge.js': 'The challenge page\'s script',

  'GET /dev/mail': 'The development outbox: every e-mail sent',
  'GET /dev/mail/:id': 'One e-mail of the outbox',
  'GET /dev/mail/:id/html': 'One e-mail\'s HTML body',

  'GET /images/:file': 'Demo artwork, drawn to the size and format asked',
  'GET /media/:name/:file': 'An uploaded media file',
  'GET /media/*': 'Any other media path: not found',

  'POST /admin/v1/session': 'Sign an editor in',
  'GET /admin/v1/session': 'The editor signed in',
  'DELETE /admin/v1/session': 'Sign out',
  'GET /admin/v1/documents': 'List documents',
  'POST /admin/v1/documents': 'Create a document',
  'GET /admin/v1/documents/:id': 'Read a document and its draft',
  'PUT /admin/v1/documents/:id': 'Save a draft',
  'PATCH /admin/v1/documents/:id': 'Rename a document',
  'DELETE /admin/v1/documents/:id': 'Delete a document',
  'POST /admin/v1/documents/:id/publish': 'Publish now or at a date',
  'GET /admin/v1/documents/:id/versions': 'A document\'s versions',
  'POST /admin/v1/documents/:id/restore': 'Restore an earlier version as the draft',
  'POST /admin/v1/documents/:id/duplicate': 'Duplicate a document',
  'POST /admin/v1/documents/:id/share': 'Make a share link to a page\'s draft',

  'GET /editor': 'The editor application',
  'GET /editor/*': 'The editor application (its screens)',
  'GET /fapi/pages/*': 'A storefront page\'s JSON state, for navigation in the browser',
  'GET /*': 'A storefront page (HTML, streamed)',
};

/** The summary of a route, by its method and registered url. */
export const summaryOf = (method: string, url: string): string | undefined => operationSummaries[`${method} ${url}`];
