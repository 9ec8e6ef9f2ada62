import { describe, expect, it } from 'vitest';
import { nextAfterSignIn, routeOf } from '../../../../editor/app/router';

describe('the editor’s routes', () => {
  it('names the documents, a document and anything else', () => {
    expect(routeOf('/editor/', '?siteId=a').name).toBe('documents');
    expect(routeOf('/editor/documents/abc%2Fd', '')).toEqual({ name: 'document', id: 'abc/d' });
    expect(routeOf('/editor/nope', '').name).toBe('not-found');
  });

  it('matches whole paths only, as its table lists them', () => {
    expect(routeOf('/editor/documents', '').name).toBe('documents');
    expect(routeOf('/editor/documents//', '?q=1')).toEqual({ name: 'documents', search: new URLSearchParams('q=1') });
    expect(routeOf('/editor/documents/a/b', '').name).toBe('not-found');
    expect(routeOf('/EDITOR', '').name).toBe('not-found');
    expect(routeOf('/', '').name).toBe('not-found');
    expect(routeOf('/editor/documents/x', '?siteId=a')).toEqual({ name: 'document', id: 'x' });
  });
});

describe('where a sign-in goes next', () => {
  it('returns to a path of the store, query and all', () => {
    expect(nextAfterSignIn(`?next=${encodeURIComponent('/en-us/pre/home?previewDateTime=2026-12-01T10:00')}`)).toBe(
      '/en-us/pre/home?previewDateTime=2026-12-01T10:00',
    );
    expect(nextAfterSignIn('?next=/editor/documents/x')).toBe('/editor/documents/x');
  });

  it('never sends the editor to another site', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'en-us/home', '']) {
      expect(nextAfterSignIn(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(nextAfterSignIn('')).toBeNull();
  });
});
