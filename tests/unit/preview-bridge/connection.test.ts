import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  editorMessageSchema,
  openBridge,
  previewMessageSchema,
  type EditorMessage,
  type PeerWindow,
  type PreviewMessage,
} from '../../../preview-bridge';
import { fakeWindow } from './fake-windows';

const EDITOR = 'https://shop.example';
const PREVIEW = 'https://shop.example';
const EVIL = 'https://evil.example';

/** Wires two windows: what one posts to the other arrives from it, if the target origin is the other's. */
function pair(editorOrigin = EDITOR, previewOrigin = PREVIEW) {
  const editorWindow = fakeWindow(editorOrigin);
  const previewWindow = fakeWindow(previewOrigin);
  const sent: { to: string; data: unknown }[] = [];
  // The editor holds the iframe's window; the preview holds window.parent.
  const toPreview: PeerWindow = {
    postMessage: (data, target) => {
      sent.push({ to: 'preview', data });
      if (target === previewWindow.origin) previewWindow.deliver(data, editorWindow);
    },
  };
  const toEditor: PeerWindow = {
    postMessage: (data, target) => {
      sent.push({ to: 'editor', data });
      if (target === editorWindow.origin) editorWindow.deliver(data, previewWindow);
    },
  };
  return { editorWindow, previewWindow, toPreview, toEditor, sent };
}

describe('the preview bridge connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function connect() {
    const p = pair();
    // event.source is compared with the peer: the fake windows stand for each other's peer handles.
    const editor = openBridge<PreviewMessage>({
      role: 'editor',
      host: p.editorWindow,
      peer: p.previewWindow,
      peerOrigin: PREVIEW,
      allowedOrigins: [PREVIEW],
      schema: previewMessageSchema,
    });
    const preview = openBridge<EditorMessage>({
      role: 'preview',
      host: p.previewWindow,
      peer: p.editorWindow,
      allowedOrigins: [EDITOR],
      schema: editorMessageSchema,
    });
    p.previewWindow.postMessage = (data, target) => p.toPreview.postMessage(data, target);
    p.editorWindow.postMessage = (data, target) => p.toEditor.postMessage(data, target);
    return { ...p, editor, preview };
  }

  it('shakes hands, then delivers what was buffered before it, in order', async () => {
    const { editor, preview } = connect();
    const heard: EditorMessage[] = [];
    preview.subscribe((message) => heard.push(message));
    editor.send({ type: 'select', blockId: 'a' });
    editor.send({ type: 'scroll', ratio: 0.5 });
    expect(editor.state()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(300);
    expect(editor.state()).toBe('connected');
    expect(preview.state()).toBe('connected');
    await vi.advanceTimersByTimeAsync(10);
    expect(heard.map((message) => message.type)).toEqual(['select', 'scroll']);
    expect(heard[1]).toMatchObject({ type: 'scroll', ratio: 0.5 });
  });

  it('ignores and counts messages from another window or origin, of another session, or of a bad shape', async () => {
    const { editor, preview, previewWindow, editorWindow } = connect();
    const heard: EditorMessage[] = [];
    preview.subscribe((message) => heard.push(message));
    await vi.advanceTimersByTimeAsync(300);
    const stranger = fakeWindow(EVIL);
    const envelope = { source: 'tessera-preview-bridge', version: 1 };
    previewWindow.deliver({ ...envelope, type: 'select', blockId: 'x' }, stranger);
    previewWindow.deliver({ ...envelope, session: 'not-the-session', type: 'select', blockId: 'x' }, editorWindow);
    previewWindow.deliver({ ...envelope, type: 'scroll', ratio: 7 }, editorWindow);
    await vi.advanceTimersByTimeAsync(10);
    expect(heard).toEqual([]);
    expect(preview.ignored()).toBe(3);
    editor.send({ type: 'select', blockId: 'real' });
    await vi.advanceTimersByTimeAsync(10);
    expect(heard).toEqual([expect.objectContaining({ type: 'select', blockId: 'real' })]);
  });

  it('never connects to an origin that is not allow-listed', async () => {
    const p = pair(EVIL, PREVIEW);
    const evilEditor = openBridge<PreviewMessage>({
      role: 'editor',
      host: p.editorWindow,
      peer: p.previewWindow,
      peerOrigin: PREVIEW,
      allowedOrigins: [PREVIEW],
      schema: previewMessageSchema,
    });
    const preview = openBridge<EditorMessage>({
      role: 'preview',
      host: p.previewWindow,
      peer: p.editorWindow,
      allowedOrigins: [EDITOR],
      schema: editorMessageSchema,
    });
    p.previewWindow.postMessage = (data, target) => p.toPreview.postMessage(data, target);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(preview.state()).toBe('connecting');
    expect(evilEditor.state()).toBe('connecting');
    expect(preview.ignored()).toBeGreaterThan(0);
    expect(() =>
      openBridge({
        role: 'editor',
        host: p.editorWindow,
        peer: p.previewWindow,
        peerOrigin: EVIL,
        allowedOrigins: [PREVIEW],
        schema: previewMessageSchema,
      }),
    ).toThrow('allow-listed');
  });

  it('notices a silent preview, buffers again, and reconnects when it answers', async () => {
    const { editor, preview, editorWindow, previewWindow } = connect();
    await vi.advanceTimersByTimeAsync(300);
    expect(editor.state()).toBe('connected');
    // The preview goes away (a reload): it stops answering.
    preview.close();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(editor.state()).toBe('connecting');
    editor.send({ type: 'scroll', ratio: 0.25 });
    // A fresh preview page answers the next hello.
    const heard: EditorMessage[] = [];
    const again = openBridge<EditorMessage>({
      role: 'preview',
      host: previewWindow,
      peer: editorWindow,
      allowedOrigins: [EDITOR],
      schema: editorMessageSchema,
    });
    again.subscribe((message) => heard.push(message));
    await vi.advanceTimersByTimeAsync(300);
    expect(editor.state()).toBe('connected');
    await vi.advanceTimersByTimeAsync(10);
    expect(heard).toEqual([expect.objectContaining({ type: 'scroll', ratio: 0.25 })]);
  });

  it('stays connected while heartbeats flow, and sends nothing after close', async () => {
    const { editor, preview, sent } = connect();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(editor.state()).toBe('connected');
    expect(preview.state()).toBe('connected');
    editor.close();
    const before = sent.length;
    editor.send({ type: 'select', blockId: 'late' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.filter((entry) => entry.to === 'preview').length).toBe(sent.slice(0, before).filter((entry) => entry.to === 'preview').length);
  });
});
