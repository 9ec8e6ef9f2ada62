import { describe, expect, it } from 'vitest';
import { SANITIZED_CACHE_SIZE, sanitizeHtml } from '../../../storefront/server/sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links, keeps formatting, and protects the opener', () => {
    const dirty = '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">a</a><a href="/x" target="_blank">b</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).toContain('<a href="/x" target="_blank" rel="noopener noreferrer">b</a>');
  });

  it('answers a repeated input from memory with the same sanitized result, also past the cache size', () => {
    const dirty = '<p>Sale<script>steal()</script></p>';
    const first = sanitizeHtml(dirty);
    expect(sanitizeHtml(dirty)).toBe(first);
    for (let i = 0; i < SANITIZED_CACHE_SIZE + 10; i++) sanitizeHtml(`<p>${i}</p>`);
    expect(sanitizeHtml(dirty)).toBe('<p>Sale</p>');
  });
});
