import { describe, expect, it } from 'vitest';
import { parseQueryFlags, requestMode } from '../../../runtime/core';

describe('preview dates outside 1970–9999', () => {
  it('are no preview date: a preview asked for one is a bad request, a published page ignores it', () => {
    expect(parseQueryFlags('?previewDateTime=0000-01-01').previewDateTime).toBeUndefined();
    expect(requestMode('/pre/en-us', '?previewDateTime=0000-01-01')).toEqual({ mode: 'preview', invalidPreviewDate: true });
    expect(requestMode('/pre/en-us', '?previewDateTime=not-a-date')).toEqual({ mode: 'preview', invalidPreviewDate: true });
    expect(requestMode('/en-us', '?previewDateTime=0000-01-01')).toEqual({ mode: 'publish' });
    expect(requestMode('/pre/en-us', '?previewDateTime=2030-01-01')).toEqual({ mode: 'preview', previewDate: '2030-01-01T00:00:00.000Z' });
    expect(requestMode('/pre/en-us', '')).toEqual({ mode: 'preview' });
  });
});
