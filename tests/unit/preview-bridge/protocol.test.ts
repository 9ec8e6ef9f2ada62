import { describe, expect, it } from 'vitest';
import { editorMessageSchema, previewMessageSchema, readMessage } from '../../../preview-bridge';

const allowed = ['http://localhost:3000'];
const hello = { source: 'tessera-preview-bridge', version: 1, type: 'hello', documentId: 'doc-1' };

describe('preview bridge protocol', () => {
  it('reads a valid message from an allow-listed origin', () => {
    expect(readMessage(editorMessageSchema, { origin: 'http://localhost:3000', data: hello }, allowed)).toEqual(hello);
  });

  it('ignores messages from other origins', () => {
    expect(readMessage(editorMessageSchema, { origin: 'https://evil.example', data: hello }, allowed)).toBeUndefined();
  });

  it('ignores malformed messages and other protocol versions', () => {
    expect(readMessage(editorMessageSchema, { origin: allowed[0]!, data: { ...hello, version: 2 } }, allowed)).toBeUndefined();
    expect(readMessage(editorMessageSchema, { origin: allowed[0]!, data: 'hello' }, allowed)).toBeUndefined();
    expect(readMessage(previewMessageSchema, { origin: allowed[0]!, data: { ...hello, type: 'scroll', ratio: 3 } }, allowed)).toBeUndefined();
  });
});

describe('the patch message', () => {
  const envelope = { source: 'tessera-preview-bridge', version: 1 };
  const patch = (ops: unknown[]) => ({ ...envelope, type: 'patch', documentId: 'doc-1', revision: 3, ops });

  it("carries the editor core's ops: inserts and removes at places, fields set", () => {
    const ops = [
      { kind: 'insert', place: { parent: { section: 0 }, index: 1 }, block: { id: 'h9', type: 'hero', title: 'New' } },
      { kind: 'remove', place: { parent: { block: 'e1', slot: 'variants.1.targets' }, index: 0 }, block: { id: 'b4', type: 'banner' } },
      { kind: 'set', id: 'h1', path: 'title', value: 'Spring', previous: 'Winter' },
    ];
    expect(editorMessageSchema.parse(patch(ops))).toMatchObject({ type: 'patch', revision: 3, ops });
  });

  it('refuses a place or a path that is not one', () => {
    expect(
      editorMessageSchema.safeParse(patch([{ kind: 'insert', place: { parent: { section: -1 }, index: 0 }, block: { id: 'a', type: 'hero' } }]))
        .success,
    ).toBe(false);
    expect(editorMessageSchema.safeParse(patch([{ kind: 'set', id: 'h1', path: '__proto__.x', value: 1, previous: 0 }])).success).toBe(false);
    expect(
      editorMessageSchema.safeParse(
        patch([{ kind: 'remove', place: { parent: { block: 'c1', slot: 'items;drop' }, index: 0 }, block: { id: 'a', type: 'hero' } }]),
      ).success,
    ).toBe(false);
  });
});
