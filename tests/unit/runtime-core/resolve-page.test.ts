import { describe, expect, it, vi } from 'vitest';
import { resolveBlock, resolvePage } from '../../../runtime/core';
import type { ResolvedBlock } from '../../../runtime/core';
import { sanitizeHtml } from '../../../storefront/server/sanitize-html';

const response = (data: Record<string, unknown>, espots: unknown[] = []) => ({
  id: 'doc-1',
  siteId: 'ridgeline-en-us',
  docType: 'page',
  key: 'home',
  name: 'Home',
  version: 3,
  status: 'published',
  publishAt: null,
  data,
  espots,
});
const hero = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'hero', title: `Hero ${id}`, ...extra });
const options = (path = '/en-us') => ({ path, sanitizeHtml, log: { warn: vi.fn() } });
const ids = (blocks: readonly ResolvedBlock[]) => blocks.map((b) => b.id);

describe('resolvePage', () => {
  it('keeps identity and seo, strips nulls and applies schema defaults', () => {
    const { page, issues } = resolvePage(
      response({
        seo: { title: 'Home', description: 'Welcome' },
        sections: [{ name: 'main', items: [hero('h1', { subtitle: null, targets: [{ url: '/en-us/c/boots-1234' }] })] }],
      }),
      options(),
    );
    expect(issues).toEqual([]);
    expect(page).toMatchObject({ id: 'doc-1', docType: 'page', key: 'home', version: 3, seo: { title: 'Home', description: 'Welcome' } });
    const [block] = page.sections[0]?.items ?? [];
    expect(block).not.toHaveProperty('subtitle');
    expect(block?.targets).toEqual([{ url: '/en-us/c/boots-1234', text: '', targetAttribute: '_self' }]);
  });

  it('skips an invalid block, names the field, logs it, and keeps the rest of the page', () => {
    const opts = options();
    const { page, issues } = resolvePage(
      response({ sections: [{ name: 'main', items: [hero('summer-hero', { targets: [{ url: 'javascript:alert(1)' }] }), hero('ok')] }] }),
      opts,
    );
    expect(ids(page.sections[0]?.items ?? [])).toEqual(['ok']);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ blockId: 'summer-hero', type: 'hero', section: 'main' });
    expect(issues[0]?.reason).toMatch(/^hero "summer-hero": targets\.0\.url: must be an http\(s\) URL/);
    expect(opts.log.warn).toHaveBeenCalledWith(issues[0], 'content block skipped');
  });

  it('skips unknown types and blocks without a type', () => {
    const { page, issues } = resolvePage(
      response({ sections: [{ name: 'main', items: [{ id: 'x', type: 'carousel3d' }, { id: 'y' }, 'junk', hero('ok')] }] }),
      options(),
    );
    expect(ids(page.sections[0]?.items ?? [])).toEqual(['ok']);
    expect(issues.map((i) => i.reason)).toEqual([
      'carousel3d "x": type: unknown block type "carousel3d"',
      'block "y": type: a block needs a type',
      'block "": type: a block needs a type',
    ]);
  });

  it('validates the children of containers one by one', () => {
    const collection = {
      id: 'col',
      type: 'collection',
      items: [hero('a'), { id: 'b', type: 'hero', backgroundColor: 'url(x)' }, { id: 'c', type: 'nope' }],
    };
    const { page, issues } = resolvePage(response({ sections: [{ name: 'main', items: [collection] }] }), options());
    const [resolved] = page.sections[0]?.items ?? [];
    expect(ids(resolved?.items as ResolvedBlock[])).toEqual(['a']);
    expect(issues.map((i) => i.blockId)).toEqual(['b', 'c']);
    expect(issues[0]?.reason).toContain('backgroundColor: must be a CSS colour');
  });

  it('marks "lazy load" sections lazy and "… inherited" sections inherited', () => {
    const { page } = resolvePage(
      response({
        sections: [
          { name: 'main', items: [] },
          { name: 'below the fold lazy load', items: [] },
          { name: 'header inherited', items: [] },
        ],
      }),
      options(),
    );
    expect(page.sections.map((s) => [s.name, s.lazy, s.inherited])).toEqual([
      ['main', false, false],
      ['below the fold lazy load', true, false],
      ['header inherited', false, true],
    ]);
  });

  it('merges inherited sections with the espots whose route pattern matches, espot items first', () => {
    const espots = [
      {
        routePattern: '*',
        sections: [
          { name: 'header inherited', items: [hero('all')] },
          { name: 'footer inherited', items: [hero('f')] },
        ],
      },
      { routePattern: '/c/*', sections: [{ name: 'header inherited', items: [hero('categories')] }] },
      { routePattern: '/', sections: [{ name: 'header inherited', items: [hero('home-only')] }] },
      { routePattern: '/account*', sections: [{ name: 'header inherited', items: [hero('account')] }] },
      { routePattern: '*', sections: [{ name: 'main', items: [hero('not-inherited')] }] },
    ];
    const data = {
      sections: [
        { name: 'header inherited', items: [hero('own')] },
        { name: 'main', items: [hero('m')] },
      ],
    };
    const at = (path: string) => resolvePage(response(data, espots), options(path)).page.sections;
    expect(ids(at('/en-us')[0]?.items ?? [])).toEqual(['all', 'home-only', 'own']);
    expect(ids(at('/en-us/c/boots-1234')[0]?.items ?? [])).toEqual(['all', 'categories', 'own']);
    expect(ids(at('/pre/en-us/account/profile')[0]?.items ?? [])).toEqual(['all', 'account', 'own']);
    expect(ids(at('/en-us/about')[0]?.items ?? [])).toEqual(['all', 'own']);
    expect(ids(at('/en-us')[1]?.items ?? [])).toEqual(['m']);
    // An inherited espot section the page does not declare is appended.
    expect(at('/en-us').map((s) => s.name)).toEqual(['header inherited', 'main', 'footer inherited']);
  });

  it('sanitizes every HTML field, nested ones included, so no script or handler survives', () => {
    const evil = '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const promo = { id: 'promo', type: 'promoBar', messages: [{ richText: evil }] };
    const footer = { id: 'foot', type: 'footer', legal: evil, newsletter: { title: 'News', richText: evil } };
    const blocks = [hero('h', { titleHtml: evil, subtitleHtml: evil, richText: evil, richTextBelowTargets: evil }), promo, footer];
    const { page } = resolvePage(response({ sections: [{ name: 'main', items: blocks }] }), options());
    const json = JSON.stringify(page);
    expect(json).toContain('<p>Hi');
    expect(json).not.toMatch(/<script|onerror|javascript:/i);
    const [h] = page.sections[0]?.items ?? [];
    // `x` is no picture address content may name (an https URL or a site path): it goes with the handler.
    expect(h?.titleHtml).toBe('<p>Hi<img><a>x</a></p>');
  });

  it('rejects a response without the content contract', () => {
    expect(() => resolvePage({ id: 1 }, options())).toThrow(/content response/);
  });
});

describe('resolveBlock', () => {
  const single = (data: Record<string, unknown>) => ({ ...response(data), docType: 'menu' });

  it('resolves the block a single-block document holds', () => {
    const { block } = resolveBlock(
      single({ id: 'm', type: 'megaMenu', items: [{ id: 'i1', title: 'Men', titleHtml: '<b onclick="x()">Men</b>' }] }),
      options(),
    );
    expect(block).toMatchObject({ id: 'm', type: 'megaMenu', items: [{ id: 'i1', titleHtml: '<b>Men</b>' }] });
  });

  it('answers null and an issue for an invalid block', () => {
    const { block, issues } = resolveBlock(single({ id: 'f', type: 'footer', social: [{ network: 'myspace', url: '/x' }] }), options());
    expect(block).toBeNull();
    expect(issues[0]?.reason).toMatch(/^footer "f": social\.0\.network: /);
  });
});
