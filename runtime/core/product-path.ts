/**
 * A product's page on a site, `/{locale}/p/{slug}-{masterId}` (spec 001 §2), opened on a colour when one is given:
 * the one place a product's address is built (catalogue answers, cart lines, share links, the seeded summaries).
 *
 * @example productPagePath('en-us', 'summit-trail', 'RL10062010', '220') // '/en-us/p/summit-trail-RL10062010?colour=220'
 */
export function productPagePath(locale: string, slug: string, masterId: string, colour?: string): string {
  const path = `/${locale}/p/${slug}-${masterId}`;
  return colour === undefined ? path : `${path}?colour=${colour}`;
}
