// The document and its ops are the preview bridge's (the preview applies the same patches): the core builds on them.
export {
  applyOp,
  applyOps,
  childLists,
  contains,
  invertOp,
  isBlock,
  invertOps,
  listAt,
  locate,
  replaceBlock,
  sameParent,
  setOp,
  settingsOf,
  slotPaths,
  valueAt,
  walkBlocks,
  withList,
  withValueAt,
  type Block,
  type Change,
  type EditorDocument,
  type Located,
  type Op,
  type Parent,
  type Place,
  type Section,
} from '../../preview-bridge';
export { newBlockId, withFreshIds } from './ids';
export { emptyHistory, HISTORY_LIMIT, MERGE_WINDOW_MS, record, redoStep, undoStep, type History, type HistoryEntry } from './history';
export { inDocumentOrder, placeAfterSelection, prune, range, selectOnly, toggle, topLevel, type Selection } from './selection';
export { createEditorCore, type EditorChange, type EditorCore, type EditorCoreOptions, type EditorEvent, type EditorState } from './editor-core';
export { insertBlock } from './actions/insert';
export { moveBlocks } from './actions/move';
export { removeBlocks } from './actions/remove';
export { duplicateBlocks } from './actions/duplicate';
export { updateProps } from './actions/update-props';
export { updateSettings } from './actions/update-settings';
export { blocksFromClipboard, pasteBlocks, PasteRefused, type PasteIssue } from './actions/paste';
