export { PROTOCOL_VERSION, editorMessageSchema, patchOpSchema, previewMessageSchema, readMessage, viewportSchema } from './protocol';
export type { EditorMessage, PatchOp, PreviewMessage } from './protocol';
export { openBridge } from './connection';
export type { Bridge, BridgeOptions, BridgeState, HostWindow, PeerWindow } from './connection';
