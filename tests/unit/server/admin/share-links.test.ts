// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createShareLinks, pathShows, sharedPreviewPath } from '../../../../server/admin/share-links';

const about = { siteId: 'ridgeline-en-us', docType: 'page', key: 'about' } as const;
const key = new Uint8Array(32).fill(7);

describe('share links', () => {
  it('sign a document and an expiry that verify until they expire', () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const links = createShareLinks(key, () => now);
    const token = links.sign(about, new Date('2030-01-04T00:00:00Z'));
    expect(links.verify(token)).toEqual(about);
    now = new Date('2030-01-03T23:59:59Z');
    expect(links.verify(token)).toEqual(about);
    now = new Date('2030-01-04T00:00:00Z');
    expect(links.verify(token)).toBeUndefined();
  });

  it('refuse a token changed anywhere, or signed with another key', () => {
    const links = createShareLinks(key, () => new Date('2030-01-01T00:00:00Z'));
    const token = links.sign(about, new Date('2030-01-02T00:00:00Z'));
    const [id = '', expires = '', mac = ''] = token.split('.');
    const other = createShareLinks(new Uint8Array(32).fill(8), () => new Date('2030-01-01T00:00:00Z'));
    for (const bad of [
      `${id}.${Number(expires) + 1}.${mac}`,
      `${id}x.${expires}.${mac}`,
      `${id}.${expires}.${mac.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`,
      `${id}.${expires}`,
      '',
      'a.b.c',
    ]) {
      expect(links.verify(bad), bad).toBeUndefined();
    }
    expect(other.verify(token)).toBeUndefined();
  });

  it('refuse a signature spelled another way that decodes to the same bytes (the unused bits of its last character)', () => {
    const links = createShareLinks(key, () => new Date('2030-01-01T00:00:00Z'));
    const token = links.sign(about, new Date('2030-01-02T00:00:00Z'));
    const [id = '', expires = '', mac = ''] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1) ?? '');
    // 32 bytes in 43 characters: the last one carries 4 bits, its 2 lowest are unused.
    const respelled = `${mac.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(links.verify(`${id}.${expires}.${respelled}`)).toBeUndefined();
  });

  it('open only the page that shows their document', () => {
    const links = createShareLinks(key, () => new Date('2030-01-01T00:00:00Z'));
    const token = links.sign(about, new Date('2030-01-02T00:00:00Z'));
    const opens = (pagePath: string) => {
      const document = links.verify(token);
      return document !== undefined && pathShows(document, pagePath);
    };
    expect(opens('/en-us/about')).toBe(true);
    expect(opens('/en-us/blog')).toBe(false);
    expect(opens('/en-ca/about')).toBe(false);
    expect(opens('/en-us')).toBe(false);
  });
});

describe('the page a document shows on', () => {
  it("is a page's path (below its parents), a category's or product's id, else the site's home page", () => {
    expect(pathShows(about, '/en-us/about')).toBe(true);
    expect(pathShows({ ...about, key: 'how-to-return' }, '/en-us/help/returns/how-to-return')).toBe(true);
    expect(pathShows({ ...about, key: 'home' }, '/en-us')).toBe(true);
    expect(pathShows({ ...about, key: 'home' }, '/en-us/home')).toBe(false);
    const category = { siteId: 'ridgeline-en-us', docType: 'category', key: '1100' } as const;
    expect(pathShows(category, '/en-us/c/mens-footwear-1100')).toBe(true);
    expect(pathShows(category, '/en-us/c/mens-footwear-11000')).toBe(false);
    const product = { siteId: 'ridgeline-en-us', docType: 'product', key: 'RL10062010' } as const;
    expect(pathShows(product, '/en-us/p/summit-boot-RL10062010')).toBe(true);
    expect(pathShows({ ...product, key: 'PDPTEMPLATE' }, '/en-us/p/summit-boot-RL10062010')).toBe(false);
    const menu = { siteId: 'kestrel-en-gb', docType: 'menu', key: 'menu' } as const;
    expect(pathShows(menu, '/en-gb')).toBe(true);
    expect(pathShows(menu, '/en-gb/journal')).toBe(false);
    expect(pathShows(menu, '/en-us')).toBe(false);
    expect(pathShows({ siteId: 'global', docType: 'fragment', key: 'size-guide' }, '/de-de')).toBe(true);
  });

  it('makes the preview path a share link opens', () => {
    expect(sharedPreviewPath(about, 'About us', '/about')).toBe('/pre/en-us/about');
    expect(sharedPreviewPath({ ...about, key: 'home' }, 'Home', '/')).toBe('/pre/en-us');
    expect(sharedPreviewPath({ siteId: 'kestrel-fr-fr', docType: 'category', key: '2100' }, 'Chaussures de course à pied', undefined)).toBe(
      '/pre/fr-fr/c/chaussures-de-course-a-pied-2100',
    );
    expect(sharedPreviewPath({ siteId: 'ridgeline-en-us', docType: 'product', key: 'RL10062010' }, 'Summit Trail GTX', undefined)).toBe(
      '/pre/en-us/p/summit-trail-gtx-RL10062010',
    );
    expect(sharedPreviewPath({ siteId: 'kestrel-de-de', docType: 'footer', key: 'footer' }, 'Footer', undefined)).toBe('/pre/de-de');
    expect(sharedPreviewPath({ siteId: 'global', docType: 'fragment', key: 'size-guide' }, 'Size guide', undefined)).toBe('/pre/en-us');
  });
});
