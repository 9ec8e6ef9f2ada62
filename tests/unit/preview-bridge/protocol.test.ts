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
