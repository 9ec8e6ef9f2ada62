import { describe, expect, it } from 'vitest';
import { memoizeLru } from '../../../runtime/core';
import { sanitizeHtml } from '../../../storefront/server/sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links, keeps formatting, and protects the opener', () => {
    const dirty = '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">a</a><a href="/x" target="_blank">b</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).toContain('<a href="/x" target="_blank" rel="noopener noreferrer">b</a>');
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
