import { describe, expect, it } from 'vitest';
import { validateShowcaseForm } from '../../../editor';
import { loadEditorMessages } from '../../../runtime/core';

const t = await loadEditorMessages('en-US');

const form = { siteId: 'ridgeline-en-us', docType: 'page', layoutVariant: '', limit: '' };

describe('editor preview form', () => {
  it('requires a doc type with the spec’s message', () => {
    expect(validateShowcaseForm({ ...form, docType: '' }, t)).toEqual({ errors: { docType: 'Doc type is required' } });
  });

  it('defaults the limit to 20 and accepts only 10, 20 or 50', () => {
    expect(validateShowcaseForm(form, t)).toEqual({ query: { siteId: 'ridgeline-en-us', docType: 'page', limit: 20 } });
    expect(validateShowcaseForm({ ...form, limit: '50' }, t)).toMatchObject({ query: { limit: 50 } });
    expect(validateShowcaseForm({ ...form, limit: '30' }, t)).toEqual({ errors: { limit: 'Limit must be 10, 20 or 50' } });
  });

  it('passes a trimmed layout variant only when one is given, and rejects unknown doc types', () => {
    expect(validateShowcaseForm({ ...form, layoutVariant: '  wide ' }, t)).toMatchObject({ query: { layoutVariant: 'wide' } });
    expect(validateShowcaseForm({ ...form, docType: 'recipes' }, t)).toEqual({ errors: { docType: 'Unknown doc type "recipes"' } });
  });
});
