import { describe, expect, it } from 'vitest';
import { PREVIEW_DATE_HEADER } from '../../../../schemas';
import { PUBLISHED, viewOf } from '../../../../server/content/view';
import { ApiError } from '../../../../server/http/api-error';

const about = { siteId: 'kestrel-en-gb', docType: 'page', key: 'about' } as const;
const home = { ...about, key: 'home' };

describe('the visibility rule: which versions a request sees', () => {
  it('publish mode sees what is live, whatever the request says', () => {
    expect(viewOf('publish', {})).toEqual(PUBLISHED);
    expect(viewOf('publish', { previewDate: '2031-01-01T00:00:00Z' }, about)).toEqual(PUBLISHED);
    expect(viewOf('publish', { draftScope: about }, about)).toEqual(PUBLISHED);
  });

  it('preview sees the newest version, or what is live at the preview date; a bad date is a 400 naming the header', () => {
    expect(viewOf('preview', {}, about)).toEqual({ mode: 'preview' });
    expect(viewOf('preview', { previewDate: '' }, about)).toEqual({ mode: 'preview' });
    expect(viewOf('preview', { previewDate: '2031-01-01' }, about)).toEqual({ mode: 'preview', previewDate: new Date('2031-01-01T00:00:00Z') });
    let refused: unknown;
    try {
      viewOf('preview', { previewDate: 'tomorrow' }, about);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(400);
    expect((refused as ApiError).message).toContain(`headers.${PREVIEW_DATE_HEADER}`);
  });

  it("a share link's preview sees its own document's draft and everything else as published", () => {
    const shared = { draftScope: about, previewDate: '2031-01-01' };
    expect(viewOf('preview', shared, about)).toEqual({ mode: 'preview', previewDate: new Date('2031-01-01T00:00:00Z') });
    expect(viewOf('preview', shared, home)).toEqual(PUBLISHED);
    expect(viewOf('preview', shared, { ...about, siteId: 'ridgeline-en-us' })).toEqual(PUBLISHED);
    expect(viewOf('preview', shared, { ...about, docType: 'category' })).toEqual(PUBLISHED);
    expect(viewOf('preview', shared)).toEqual(PUBLISHED);
  });
});
