// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { previewAskOf as askOf } from '../../../../server/admin/preview-gate';
import { requestTarget } from '../../../../server/http/request-target';

const previewAskOf = (url: string) => askOf(requestTarget(url));

describe('what a request asks of previews', () => {
  it('is nothing for publish pages, other APIs, the editor and unparsable page data', () => {
    for (const url of [
      '/en-us',
      '/en-us/about?previewDateTime=2031-01-01',
      '/pre/en-us?preview=false',
      '/publish/caas/v1/canvas/menu/ridgeline-en-us',
      '/fapi/pages/%2Fen-us',
      '/admin/v1/session',
      '/editor?preview=true',
      '/editor/showcase',
      '/prefix/en-us',
      '/fapi/pages/%E0%A4%A',
    ]) {
      expect(previewAskOf(url), url).toEqual({ kind: 'none' });
    }
  });

  it("is the editors' API for every preview content call", () => {
    for (const url of ['/preview/caas/v1/canvas/page/ridgeline-en-us/home', '/preview/caas/v1/articles/ridgeline-en-us?q=x', '/preview']) {
      expect(previewAskOf(url), url).toEqual({ kind: 'api' });
    }
  });

  it("is a preview page by the storefront's rule (/pre, ?preview=true), with its share token kept apart", () => {
    expect(previewAskOf('/pre/en-gb/journal?share=abc&previewDateTime=2031-01-01T00:00:00Z')).toEqual({
      kind: 'page',
      html: true,
      pagePath: '/en-gb/journal',
      next: '/pre/en-gb/journal?previewDateTime=2031-01-01T00%3A00%3A00Z',
      share: 'abc',
    });
    expect(previewAskOf('/en-us/about?preview=true')).toEqual({
      kind: 'page',
      html: true,
      pagePath: '/en-us/about',
      next: '/en-us/about?preview=true',
    });
    expect(previewAskOf('/pre')).toMatchObject({ kind: 'page', pagePath: '/' });
  });

  it('reads the page of /fapi/pages from its encoded path, the outer query included', () => {
    expect(previewAskOf('/fapi/pages/%2Fpre%2Fen-us%2Fabout?share=t')).toEqual({
      kind: 'page',
      html: false,
      pagePath: '/en-us/about',
      next: '/pre/en-us/about',
      share: 't',
    });
    expect(previewAskOf(`/fapi/pages/${encodeURIComponent('/en-us/about?preview=true')}`)).toMatchObject({
      kind: 'page',
      html: false,
      pagePath: '/en-us/about',
    });
  });

  it('reads paths in normal form only: another spelling asks for nothing (it is redirected or refused before any page is read)', () => {
    for (const url of [
      '//pre/en-us',
      '/en-us/../pre/en-us',
      '/./pre/en-us',
      '/en-us/%2e%2e/pre/en-us',
      '/%70re/en-us',
      '/fapi/pages/%2F%2Fpre%2Fen-us',
      '/fapi/pages/..%2Fpre%2Fen-us',
      '/fapi/pages/%2Fen-us%2F..%2Fpre%2Fen-us?preview=true',
    ]) {
      expect(previewAskOf(url), url).toEqual({ kind: 'none' });
    }
  });

  it("is the editors' API for the preview content calls in normal form only", () => {
    expect(requestTarget('/%70review/caas/v1/canvas/page/ridgeline-en-us/home')).toMatchObject({
      path: '/preview/caas/v1/canvas/page/ridgeline-en-us/home',
      page: undefined,
    });
  });
});
