export { createAdminApi } from './admin-api';
export type { AdminApi, AdminApiOptions } from './admin-api';
export { blockIssuesOf, describeAdminError, isConflict } from './admin-error';
export { ApiError, isApiError, isRetryable } from '../../runtime/core';
export type {
  BlockIssue,
  DocumentQuery,
  DocumentSummary,
  DocumentVersion,
  EditableDocument,
  EditorRole,
  NewDocument,
  ShareLink,
  SignedInEditor,
} from './admin-types';
