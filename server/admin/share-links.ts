import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  categorySegment,
  DEFAULT_LOCALE,
  PREVIEW_PREFIX,
  PRODUCT_TEMPLATE_KEY,
  productPagePath,
  productSegment,
  siteById,
  siteForLocale,
} from '../../runtime/core';
import { GLOBAL_SITE_ID, type DocumentKey } from '../content/index';
import { serverSecrets, type Database } from '../db/index';
import { documentId, parseDocumentId } from './documents/document-id';

/** The query parameter a share link carries its token in. */
export const SHARE_PARAM = 'share';

const KEY_NAME = 'share-link-key';

/**
 * The share links' HMAC key: made once (32 random bytes) by whichever server process asks first and kept in
 * `server_secrets`, so a link one instance made opens on every other.
 */
export async function shareLinkKey(db: Database): Promise<Uint8Array> {
  await db
    .insert(serverSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, KEY_NAME));
  if (!row) throw new Error('the share link key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/** `{documentId}.{expiry, seconds since 1970}.{HMAC-SHA256 of both, base64url}`. */
const TOKEN = /^([A-Za-z0-9_-]{1,700})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed, expiring share links: a token names one document and when it stops working, and opens the preview of the
 * page that shows that document (`pathShows`), nothing else.
 */
export function createShareLinks(key: Uint8Array, now: () => Date = () => new Date()) {
  const mac = (id: string, expires: string) => createHmac('sha256', key).update(`${id}.${expires}`).digest();

  /** The document a token names, when its signature holds and it has not expired; else undefined. */
  const verify = (token: string): DocumentKey | undefined => {
    const parts = TOKEN.exec(token);
    if (!parts) return undefined;
    const [, id = '', expires = '', signature = ''] = parts;
    // Compared as text: the signature's one canonical spelling only. Decoded, a last character differing in the bits
    // base64url leaves unused (`…A` and `…B`) would give the same bytes, and a changed token would pass.
    const given = Buffer.from(signature);
    const expected = Buffer.from(mac(id, expires).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (Number(expires) * 1000 <= now().getTime()) return undefined;
    return parseDocumentId(id);
  };

  return {
    /** A token for the document, good until `expiresAt` (whole seconds). */
    sign(document: DocumentKey, expiresAt: Date): string {
      const id = documentId(document);
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${id}.${expires}.${mac(id, expires).toString('base64url')}`;
    },

    verify,
  };
}

export type ShareLinks = ReturnType<typeof createShareLinks>;

/**
 * Whether a storefront path shows a document: a page at a path ending in its key (the storefront sends any other
 * path of it to its one path, query kept), a category or a product at its id, the home page (`home`) at the locale's
 * root. Any other docType (menu, footer, pop-ups, fragments, …) is seen on its site's home page; a global fragment on
 * any site's.
 */
export function pathShows(document: DocumentKey, pagePath: string): boolean {
  const [locale, ...rest] = pagePath.split('/').filter(Boolean);
  const site = locale === undefined ? undefined : siteForLocale(locale);
  if (!site || (document.siteId !== site.siteId && document.siteId !== GLOBAL_SITE_ID)) return false;
  const [first, second] = rest;
  switch (document.docType) {
    case 'page':
      return document.key === 'home' ? rest.length === 0 : rest.length > 0 && rest.length <= 3 && rest.at(-1) === document.key;
    case 'category':
      return rest.length === 2 && first === 'c' && categorySegment(second)?.id === document.key;
    case 'product':
      if (document.key !== PRODUCT_TEMPLATE_KEY) return rest.length === 2 && first === 'p' && productSegment(second)?.id === document.key;
      return rest.length === 0;
    default:
      return rest.length === 0;
  }
}

/** A name as a URL segment: `Men's Footwear` → `men-s-footwear`. */
const slug = (name: string, fallback: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || fallback;

/**
 * The preview path a share link of a document opens (with `/pre`). `pagePath` is a page's path below the locale
 * (`/help/returns`, `/` for home; see `pagePaths`); categories and products get a path with their id, which the
 * storefront sends to their one path; every other document its site's home page.
 */
export function sharedPreviewPath(document: DocumentKey, name: string, pagePath?: string): string {
  const locale = document.siteId === GLOBAL_SITE_ID ? DEFAULT_LOCALE : (siteById(document.siteId)?.locale.locale ?? DEFAULT_LOCALE);
  const home = `${PREVIEW_PREFIX}/${locale}`;
  if (document.docType === 'page' && pagePath !== undefined) return pagePath === '/' ? home : `${home}${pagePath}`;
  if (document.docType === 'category' && categorySegment(`category-${document.key}`)?.id === document.key)
    return `${home}/c/${slug(name, 'category')}-${document.key}`;
  if (document.docType === 'product' && productSegment(`product-${document.key}`)?.id === document.key && document.key !== PRODUCT_TEMPLATE_KEY) {
    return `${PREVIEW_PREFIX}${productPagePath(locale, slug(name, 'product'), document.key)}`;
  }
  return home;
}
