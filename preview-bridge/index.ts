export { PROTOCOL_VERSION, editorMessageSchema, patchOpSchema, previewMessageSchema, readMessage, viewportSchema } from './protocol';
export type { EditorMessage, PatchOp, PreviewMessage } from './protocol';
export { openBridge } from './connection';
export { answerRequests, BridgeRequestError, createRequester } from './correlation';
export type { RequestHandlers, Requester } from './correlation';
export { bridgeRequests, requestNames } from './requests';
export type { BlockRect, PreviewStatus, RequestName, RequestParams, RequestResult } from './requests';
export { scrollRatio, syncScroll } from './scroll-sync';
export type { ScrollingWindow } from './scroll-sync';
export type { Bridge, BridgeOptions, BridgeState, HostWindow, PeerWindow } from './connection';
export {
  childLists,
  contains,
  isBlock,
  listAt,
  locate,
  replaceBlock,
  sameParent,
  settingsOf,
  slotPaths,
  valueAt,
  walkBlocks,
  withList,
  withValueAt,
  type Block,
  type EditorDocument,
  type Located,
  type Parent,
  type Place,
  type Section,
} from './document';
export { applyOp, applyOps, invertOp, invertOps, setOp, type Change, type Op } from './ops';
