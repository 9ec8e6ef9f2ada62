export { createAdminApi } from './admin-api';
export type { AdminApi, AdminApiOptions } from './admin-api';
export { AdminApiError, AdminNetworkError, describeAdminError, isAdminApiError, isConflict, isRetryable } from './admin-error';
export type {
  BlockIssue, DocumentQuery, DocumentSummary, DocumentVersion, EditableDocument, EditorRole, NewDocument, ShareLink, SignedInEditor,
} from './admin-types';
