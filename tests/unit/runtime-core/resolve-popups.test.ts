import { describe, expect, it, vi } from 'vitest';
import { resolvePopups } from '../../../runtime/core';
import { sanitizeHtml } from '../../../storefront/server/sanitize-html';

const response = (data: Record<string, unknown>) => ({
  id: 'doc-p',
  siteId: 'ridgeline-en-us',
  docType: 'popups',
  key: 'popups',
  name: 'Pop-ups',
  version: 1,
  status: 'published',
  publishAt: null,
  data,
});
const popup = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'popup', kind: 'newsletter', title: `Pop-up ${id}`, ...extra });
const options = () => ({ sanitizeHtml, log: { warn: vi.fn() } });

describe('resolvePopups', () => {
  it('keeps valid pop-ups in order, with defaults and sanitized rich text', () => {
    const { popups, issues } = resolvePopups(
      response({ popups: [popup('a', { richText: '<p onclick="x()">Hi<script>bad()</script></p>' }), popup('b', { kind: 'account' })] }),
      options(),
    );
    expect(issues).toEqual([]);
    expect(popups.map((p) => p.id)).toEqual(['a', 'b']);
    expect(popups[0]).toMatchObject({ delay: 2000, closable: true, logoSize: 'md' });
    expect(popups[0]?.richText).toBe('<p>Hi</p>');
  });

  it('skips an invalid pop-up, logging a reason that names the field', () => {
    const opts = options();
    const { popups, issues } = resolvePopups(response({ popups: [popup('bad', { kind: 'sms' }), popup('ok')] }), opts);
    expect(popups.map((p) => p.id)).toEqual(['ok']);
    expect(issues[0]).toMatchObject({ blockId: 'bad', type: 'popup', section: 'popups' });
    expect(issues[0]?.reason).toMatch(/^popup "bad": kind: /);
    expect(opts.log.warn).toHaveBeenCalledWith(issues[0], 'content block skipped');
  });

  it('skips entries of another block type; reads untyped entries as pop-ups', () => {
    const { popups, issues } = resolvePopups(
      response({
        popups: [
          { id: 'h', type: 'hero', title: 'Hero' },
          { id: 'u', kind: 'account', title: 'Untyped' },
        ],
      }),
      options(),
    );
    expect(popups.map((p) => [p.id, p.type])).toEqual([['u', 'popup']]);
    expect(issues[0]?.reason).toBe('type: "hero" is not a pop-up');
  });

  it('answers none for a document without pop-ups', () => {
    expect(resolvePopups(response({}), options()).popups).toEqual([]);
  });
});
