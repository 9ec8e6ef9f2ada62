import { defaultSite, loadMessages, siteForLocale } from '../../runtime/core';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page sent when rendering itself failed (the route's error boundary could not answer): a bare document
 * in the words of the locale the path names, or the default site's.
 */
export async function fallbackHtml(url: string): Promise<string> {
  const [first = ''] = url
    .split('?', 1)[0]!
    .split('/')
    .filter(Boolean)
    .filter((segment) => segment !== 'pre');
  const site = siteForLocale(first) ?? defaultSite();
  const tag = site.locale.tag;
  const t = await loadMessages(tag);
  const title = escapeHtml(t('shell.errorTitle'));
  return `<!doctype html><html lang="${escapeHtml(tag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(t('shell.errorText'))}</p></main></body></html>`;
}
