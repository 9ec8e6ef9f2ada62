// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalPath } from '../../../../server/http/normal-path';
import { requestTarget } from '../../../../server/http/request-target';

describe('the normal form of a path', () => {
  it('resolves dot segments, plain and escaped, and collapses slashes and backslashes', () => {
    const cases: Record<string, string> = {
      '/': '/',
      '/en-us': '/en-us',
      '/en-us/': '/en-us/',
      '/en-us/../pre/en-us': '/pre/en-us',
      '//pre/en-us': '/pre/en-us',
      '/./pre/en-us': '/pre/en-us',
      '/en-us/%2e%2e/pre/en-us': '/pre/en-us',
      '/en-us/.%2E/pre/en-us': '/pre/en-us',
      '/en-us;x/../pre/en-us': '/pre/en-us',
      '/en-us\\..\\pre\\en-us': '/pre/en-us',
      '/\\pre/en-us': '/pre/en-us',
      '/a/b/..': '/a/',
      '/a//': '/a/',
      '/..': '/',
    };
    for (const [sent, normal] of Object.entries(cases)) expect(normalPath(sent), sent).toBe(normal);
  });

  it('decodes escaped unreserved characters and keeps every other escape, in capitals', () => {
    expect(normalPath('/%70review/caas')).toBe('/preview/caas');
    expect(normalPath('/p/RL1%41%2d%7e')).toBe('/p/RL1A-~');
    expect(normalPath('/en-us%2F..%2Fpre%2fen-us')).toBe('/en-us%2F..%2Fpre%2Fen-us');
    expect(normalPath('/a/%2E%2E%2Fb')).toBe('/a/..%2Fb');
    expect(normalPath('/%e2%82%ac')).toBe('/%E2%82%AC');
  });

  it('escapes what a path may not hold raw, as UTF-8', () => {
    expect(normalPath('/a b')).toBe('/a%20b');
    expect(normalPath('/café')).toBe('/caf%C3%A9');
    expect(normalPath('/a"<>`{}|^')).toBe('/a%22%3C%3E%60%7B%7D%7C%5E');
    expect(normalPath('/a#b')).toBe('/a%23b');
  });

  it('is no path at all for a malformed escape or a path that does not start with a slash', () => {
    for (const sent of ['/a%zz', '/a%', '/a%2', 'x', '', 'http://evil.example/']) expect(normalPath(sent), sent).toBeUndefined();
  });

  it('is its own normal form, never holds a dot segment, an empty segment inside or an escaped unreserved character', () => {
    const part = fc.constantFrom('a', 'pre', 'en-us', '.', '..', '%2e', '%2E%2e', '', '%70', '%2F', '%2f', '\\', ';x', 'é', ' ', '%41', '~', '%7E');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const normal = normalPath(`/${parts.join('/')}`);
        if (normal === undefined) return;
        expect(normalPath(normal)).toBe(normal);
        expect(normal).not.toMatch(/\/\.\.?(\/|$)|\/\/|\\|%(2[DdEe]|[4-5][0-9A-Fa-f]|6[1-9A-Fa-f]|7[0-9AaEe]|3[0-9]|5[Ff])|%[0-9A-F][a-f]|%[a-f]/);
      }),
      { seed: 21, numRuns: 2000 },
    );
  });
});

describe('the target of a request', () => {
  it('reads the page and its mode from the path in normal form, once', () => {
    expect(requestTarget('/pre/en-gb/journal?previewDateTime=2031-01-01T00:00:00Z')).toMatchObject({
      path: '/pre/en-gb/journal',
      page: { path: '/pre/en-gb/journal', mode: { mode: 'preview', previewDate: '2031-01-01T00:00:00.000Z' } },
    });
    expect(requestTarget('/en-us?preview=false&preview=true').page?.mode).toEqual({ mode: 'publish' });
  });

  it('names no page for another spelling: the hook redirects or refuses it before anything reads one', () => {
    for (const url of ['//pre/en-us', '/en-us/../pre/en-us', '/%70re/en-us']) {
      const target = requestTarget(url);
      expect(target.path, url).toBe('/pre/en-us');
      expect(target.page, url).toBeUndefined();
    }
  });

  it('reads the page of /fapi/pages from its encoded path and query, then the outer query; a page path in another spelling is a problem', () => {
    expect(requestTarget(`/fapi/pages/${encodeURIComponent('/en-us/about?preview=true')}?x=1`).page).toMatchObject({
      path: '/en-us/about',
      url: '/en-us/about?preview=true&x=1',
      mode: { mode: 'preview' },
    });
    for (const url of [
      '/fapi/pages/%2F%2Fpre%2Fen-us',
      '/fapi/pages/..%2Fpre%2Fen-us',
      '/fapi/pages/%2Fen-us%2F..%2Fpre%2Fen-us',
      '/fapi/pages/%E0%A4%80',
    ]) {
      expect(requestTarget(url), url).toMatchObject({ page: undefined, pageProblem: expect.stringMatching(/^params\.page: /) });
    }
    // A malformed escape is no path at all (a 400 before anything else).
    expect(requestTarget('/fapi/pages/%E0%A4%A')).toMatchObject({ path: undefined, page: undefined });
  });

  it('names no page for the API and the editor', () => {
    for (const url of ['/preview/caas/v1/canvas/menu/ridgeline-en-us', '/admin/v1/session', '/editor', '/editor/showcase?preview=true']) {
      expect(requestTarget(url).page, url).toBeUndefined();
    }
  });
});
