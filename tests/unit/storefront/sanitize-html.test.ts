import { describe, expect, it } from 'vitest';
import { memoizeLru } from '../../../runtime/core';
import { sanitizeHtml } from '../../../storefront/server/sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links, keeps formatting, and protects the opener', () => {
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">a</a><a href="/x" target="_blank">b</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).toContain('<a href="/x" target="_blank" rel="noopener noreferrer">b</a>');
  });

  it("drops link and picture addresses the content's rules refuse, the way a browser would read them", () => {
    const clean = sanitizeHtml(
      '<p><a href="/\\evil.example">a</a><a href="//evil.example">b</a><a href="/%5Cevil.example">c</a><a href="/\tevil.example">d</a><a href="/en-us/help">e</a><img src="http://x.example/a.png" alt="f"><img src="/images/a.svg" alt="g"></p>',
    );
    expect(clean).not.toContain('evil.example');
    expect(clean).toContain('<a>a</a><a>b</a><a>c</a><a>d</a><a href="/en-us/help">e</a><img alt="f"><img src="/images/a.svg" alt="g">');
  });

  it('answers a repeated input with the same sanitized result', () => {
    const dirty = '<p>Sale<script>steal()</script></p>';
    expect(sanitizeHtml(dirty)).toBe('<p>Sale</p>');
    expect(sanitizeHtml(dirty)).toBe('<p>Sale</p>');
  });
});

describe('memoizeLru', () => {
  it('computes each key once while it is remembered, and forgets the least recently used first', () => {
    const calls: string[] = [];
    const upper = memoizeLru((key: string) => (calls.push(key), key.toUpperCase()), 2);
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    upper('c'); // evicts b, the least recently used
    upper('a');
    upper('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
