import { describe, expect, it } from 'vitest';
import { fallbackHtml } from '../../../storefront/server/fallback-html';

describe('fallbackHtml (a page whose render failed)', () => {
  it.each([
    ['/de-de/journal?x=1', 'de-DE', 'Etwas ist schiefgelaufen'],
    ['/pre/fr-ca/c/bottes-1000', 'fr-CA', 'Une erreur est survenue'],
    ['/xx-yy/anything', 'en-US', 'Something went wrong'],
  ])('answers %s in the words of its locale', async (url, tag, title) => {
    const html = await fallbackHtml(url);
    expect(html).toContain(`<html lang="${tag}">`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
  });
});
