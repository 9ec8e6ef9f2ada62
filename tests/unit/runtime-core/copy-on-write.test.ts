import { describe, expect, it } from 'vitest';
import { sanitizeHtmlFields, stripNulls } from '../../../runtime/core';

describe('stripNulls', () => {
  it('drops null fields and null array entries at any depth, without changing its input', () => {
    const input = { a: 1, b: null, list: [1, null, { c: null, d: 'x' }], keep: { e: [2] } };
    const copy = structuredClone(input);
    expect(stripNulls(input)).toEqual({ a: 1, list: [1, { d: 'x' }], keep: { e: [2] } });
    expect(input).toEqual(copy);
  });

  it('returns the parts without nulls as they are (no copy)', () => {
    const clean = { keep: { e: [2] }, list: [{ d: 'x' }] };
    expect(stripNulls(clean)).toBe(clean);
    const mixed = { clean: clean.keep, dirty: { f: null } } as Record<string, unknown>;
    const out = stripNulls(mixed) as Record<string, unknown>;
    expect(out).not.toBe(mixed);
    expect(out.clean).toBe(clean.keep);
    expect(out.dirty).toEqual({});
  });
});

describe('sanitizeHtmlFields', () => {
  const sanitize = (html: string) => html.replace(/<script>.*?<\/script>/g, '');

  it('sanitizes HTML fields at any depth, leaving other fields and skipped keys alone', () => {
    const input = {
      titleHtml: '<b>Hi</b><script>x</script>',
      plain: '<script>x</script>',
      items: [{ richText: '<script>y</script><p>ok</p>' }],
      slot: [{ titleHtml: '<script>z</script>' }],
    };
    const out = sanitizeHtmlFields(input, sanitize, new Set(['slot'])) as typeof input;
    expect(out).toEqual({ titleHtml: '<b>Hi</b>', plain: '<script>x</script>', items: [{ richText: '<p>ok</p>' }], slot: input.slot });
    expect(input.titleHtml).toBe('<b>Hi</b><script>x</script>');
  });

  it('returns objects whose HTML is already clean as they are (no copy)', () => {
    const clean = { titleHtml: '<b>Hi</b>', cards: [{ richText: '<p>ok</p>' }] };
    expect(sanitizeHtmlFields(clean, sanitize)).toBe(clean);
    const partly = { a: clean, b: { legal: '<script>x</script>' } };
    const out = sanitizeHtmlFields(partly, sanitize) as typeof partly;
    expect(out.a).toBe(clean);
    expect(out.b).toEqual({ legal: '' });
  });
});
