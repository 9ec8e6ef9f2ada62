export { PROTOCOL_VERSION, editorMessageSchema, patchOpSchema, previewMessageSchema, readMessage, viewportSchema } from './protocol';
export type { EditorMessage, PatchOp, PreviewMessage } from './protocol';
export { openBridge } from './connection';
export type { Bridge, BridgeOptions, BridgeState, HostWindow, PeerWindow } from './connection';
export {
  contains, isBlock, listAt, locate, replaceBlock, sameParent, slotPaths, valueAt, walkBlocks, withList, withValueAt,
  type Block, type EditorDocument, type Located, type Parent, type Place, type Section,
} from './document';
export { applyOp, applyOps, invertOp, invertOps, setOp, type Change, type Op } from './ops';
