export { adminDocumentRoutes } from './routes';
export type { AdminDocumentRoutesOptions } from './routes';
export { createDocumentService } from './service';
export type { DocumentService, PublishOutcome } from './service';
export { contentIssues } from './validate-content';
export type { ContentIssue } from './validate-content';
export { documentErrorIds } from './errors';
export { documentId, parseDocumentId } from './document-id';
