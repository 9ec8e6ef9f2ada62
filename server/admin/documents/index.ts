export { adminDocumentRoutes } from './routes';
export type { AdminDocumentRoutesOptions } from './routes';
export { createDocumentService } from './service';
export type { DocumentService, PublishOutcome } from './service';
export { contentIssues } from './validate-content';
export type { ContentIssue } from './validate-content';
export { documentId, parseDocumentId } from './document-id';
