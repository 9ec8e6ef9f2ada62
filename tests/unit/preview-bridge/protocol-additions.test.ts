import { describe, expect, it } from 'vitest';
import { editorMessageSchema, previewMessageSchema } from '../../../preview-bridge';

const envelope = { source: 'tessera-preview-bridge', version: 1 };

describe('the protocol’s choose, request and response messages', () => {
  it('chooses a slot of a block by its path, or gives the choice back with null', () => {
    expect(editorMessageSchema.parse({ ...envelope, type: 'choose', blockId: 'e1', slot: 'variants.1.targets' })).toMatchObject({
      slot: 'variants.1.targets',
    });
    expect(editorMessageSchema.parse({ ...envelope, type: 'choose', blockId: 'e1', slot: null })).toMatchObject({ slot: null });
    expect(editorMessageSchema.safeParse({ ...envelope, type: 'choose', blockId: 'e1', slot: 'variants[1]' }).success).toBe(false);
    expect(editorMessageSchema.safeParse({ ...envelope, type: 'choose', blockId: '', slot: null }).success).toBe(false);
  });

  it('names only the requests the preview knows', () => {
    expect(editorMessageSchema.safeParse({ ...envelope, type: 'request', id: 'r-1', name: 'blockRect', params: { blockId: 'h1' } }).success).toBe(
      true,
    );
    expect(editorMessageSchema.safeParse({ ...envelope, type: 'request', id: 'r-1', name: 'evaluate', params: {} }).success).toBe(false);
  });

  it('answers with a result or an error, never both', () => {
    expect(previewMessageSchema.safeParse({ ...envelope, type: 'response', id: 'r-1', ok: true, result: null }).success).toBe(true);
    expect(previewMessageSchema.safeParse({ ...envelope, type: 'response', id: 'r-1', ok: false, error: 'no' }).success).toBe(true);
    expect(previewMessageSchema.safeParse({ ...envelope, type: 'response', id: 'r-1', ok: false }).success).toBe(false);
  });

  it('keeps a draft without a revision valid, and takes one when given', () => {
    const draft = { ...envelope, type: 'draft', documentId: 'd', sections: [{ name: 'main', items: [{ id: 'h1', type: 'hero' }] }] };
    expect(editorMessageSchema.parse(draft)).not.toHaveProperty('revision');
    expect(editorMessageSchema.parse({ ...draft, revision: 7 })).toMatchObject({ revision: 7 });
  });
});
