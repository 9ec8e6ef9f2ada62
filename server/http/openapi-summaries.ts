/**
 * One line per operation of the OpenAPI document that is not a call of the API contract (pages, pictures, the
 * gateway's challenge page, the outbox, metrics), by `METHOD url` as the route is registered (`:param`, `*`). The
 * contract's calls carry their own summary; an operation with neither fails the OpenAPI test.
 */
export const operationSummaries: Readonly<Record<string, string>> = {
  'GET /metrics': "The server's metrics in Prometheus' text format",
  'GET /favicons/:file': "A site's favicon",
  'GET /sandbox/gateway/v1/challenge/:challengeId': 'The 3-D Secure challenge page a shopper answers',
  'GET /sandbox/gateway/v1/challenge.js': "The challenge page's script",
  'GET /dev/mail': 'The development outbox: every e-mail sent',
  'GET /dev/mail/:id': 'One e-mail of the outbox',
  'GET /dev/mail/:id/html': "One e-mail's HTML body",
  'GET /images/:file': 'Demo artwork, drawn to the size and format asked',
  'GET /media/:name/:file': 'An uploaded media file',
  'GET /media/*': 'Any other media path: not found',
  'GET /robots.txt': 'What crawlers may walk (not previews, page data, the editor or shopper areas), and where the sitemap index is',
  'GET /sitemap.xml': 'The sitemap index: one sitemap per locale, dated by its newest page',
  'GET /sitemap/:file': "A locale's sitemap (`/sitemap/{locale}.xml`): its published, indexable pages with their alternates",
  'GET /editor': 'The editor application',
  'GET /editor/*': 'The editor application (its screens)',
  'GET /fapi/pages/*': "A storefront page's JSON state, for navigation in the browser",
  'GET /*': 'A storefront page (HTML, streamed)',
};

/** The summary of a route that is not one of the contract's calls, by its method and registered url. */
export const summaryOf = (method: string, url: string): string | undefined => operationSummaries[`${method} ${url}`];
