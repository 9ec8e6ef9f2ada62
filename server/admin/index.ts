export { adminRoutes } from './admin-routes';
export type { AdminRoutesOptions } from './admin-routes';
export {
  createEditorAuth,
  EDITOR_SESSION_COOKIE,
  editorAuthErrors,
  hashPassword,
  editorUsersRepository,
  normalizeEmail,
  SESSION_PATH,
} from './auth/index';
export type { EditorAuth, EditorAuthOptions, NewEditor } from './auth/index';
export type { EditorAuthPort, SignedInEditor } from './editor-auth-port';
export { audit } from './audit-log';
export type { AuditEntry } from './audit-log';
export { documentId, parseDocumentId } from './documents/document-id';
export { draftScopeOf, installPreviewGate, previewAskOf } from './preview-gate';
export type { PreviewAccess, PreviewAsk, PreviewGateOptions } from './preview-gate';
export { createShareLinks, shareLinkKey, SHARE_PARAM } from './share-links';
export type { ShareLinks } from './share-links';
