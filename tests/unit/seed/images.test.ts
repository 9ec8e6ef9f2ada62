import { describe, expect, it } from 'vitest';
import { renderDemoImage } from '../../../server/images';
import { demoDocuments } from '../../../server/demo/demo-content';
import { entries } from './walk';

const documents = demoDocuments();

/** Every image object in the content: anything with a `url` under /images/. */
function images(): { where: string; image: { url: string; width?: number; height?: number; alt?: unknown } }[] {
  return documents.flatMap((doc) =>
    [...entries(doc.data)].flatMap(([, value]) => {
      const image = value as { url?: unknown; width?: number; height?: number; alt?: unknown } | null;
      return image && typeof image === 'object' && typeof image.url === 'string' && image.url.startsWith('/images/')
        ? [{ where: `${doc.siteId} ${doc.docType} ${doc.key}`, image: { ...image, url: image.url } }]
        : [];
    }),
  );
}

describe('images referenced by the demo content', () => {
  const all = images();

  it('are many and varied', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(new Set(all.map((i) => i.image.url.split('?')[0])).size).toBeGreaterThan(30);
  });

  it('all render, at the size the content asks for, and reserve their space', () => {
    const rendered = new Map<string, string | undefined>();
    for (const { where, image } of all) {
      const match = /^\/images\/([a-z0-9-]+)\.svg\?w=(\d+)&h=(\d+)$/.exec(image.url);
      expect(match, `${where}: ${image.url}`).not.toBeNull();
      const [, id = '', w = '0', h = '0'] = match ?? [];
      expect([image.width, image.height], `${where}: ${image.url}`).toEqual([Number(w), Number(h)]);
      expect(typeof image.alt, where).toBe('string');
      if (!rendered.has(image.url)) rendered.set(image.url, renderDemoImage(id, { width: Number(w), height: Number(h) }));
      expect(rendered.get(image.url), `${where}: ${image.url}`).toMatch(new RegExp(`^<svg[^>]* width="${w}" height="${h}"`));
    }
  }, 30_000);

  it("the hero's picture is described for screen readers", () => {
    for (const doc of documents.filter((d) => d.key === 'home')) {
      const hero = (doc.data.sections as { items: { type: string; media: { sm: { alt: string } } }[] }[])
        .flatMap((s) => s.items)
        .find((b) => b.type === 'hero');
      expect(hero?.media.sm.alt.length, doc.siteId).toBeGreaterThan(10);
    }
  });
});
