export { PROTOCOL_VERSION, editorMessageSchema, previewMessageSchema, readMessage } from './protocol';
export type { EditorMessage, PreviewMessage } from './protocol';
export { openBridge } from './connection';
export type { Bridge, BridgeOptions, BridgeState, HostWindow, PeerWindow } from './connection';
