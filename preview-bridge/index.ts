export { PROTOCOL_VERSION, editorMessageSchema, previewMessageSchema, readMessage } from './protocol';
export type { EditorMessage, PreviewMessage } from './protocol';
