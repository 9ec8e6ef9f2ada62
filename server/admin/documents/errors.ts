import { ApiError } from '../../http/api-error';
import { describeKey, type DocumentKey } from '../../content/index';

/** The admin documents API's catalogue codes (beside the API's own `API400` for bad input and the sign-in codes). */
export const documentErrorIds = {
  notFound: 'DOC404',
  /** A save on top of a version that is no longer the newest: another editor saved first. */
  staleVersion: 'DOC409',
  /** A create or duplicate naming a key a document already has. */
  keyTaken: 'DOC410',
  /** A delete of a page other pages sit under. */
  hasChildren: 'DOC411',
  /** A schedule of the version the public sees now (scheduling it would take it offline until then). */
  alreadyLive: 'DOC412',
  /** A publish of a version that fails its schemas; one error entry per problem. */
  invalidContent: 'DOC422',
} as const;

/** The admin API's answers for documents, in the spec's envelope. */
export const documentErrors = {
  notFound: (key?: DocumentKey) => new ApiError(404, documentErrorIds.notFound, key ? `No ${describeKey(key)}` : 'No such document'),
  versionNotFound: (key: DocumentKey, version: number) => new ApiError(404, documentErrorIds.notFound, `${describeKey(key)} has no version ${version}`),
  /** `latestVersion`: what the editor reloads, or saves on top of to overwrite. */
  staleVersion: (key: DocumentKey, baseVersion: number, latestVersion: number) => new ApiError(
    409, documentErrorIds.staleVersion,
    `${describeKey(key)} was saved as version ${latestVersion} since version ${baseVersion}: reload it, or save again on top of version ${latestVersion} to overwrite`,
    'body.baseVersion', { latestVersion },
  ),
  keyTaken: (key: DocumentKey) => new ApiError(409, documentErrorIds.keyTaken, `There is already a ${describeKey(key)}`, 'body.key'),
  hasChildren: (key: DocumentKey, children: readonly string[]) => new ApiError(
    409, documentErrorIds.hasChildren, `Pages sit under ${describeKey(key)}: ${children.join(', ')}; delete or move them first`, undefined,
    { children: children.map((child) => ({ key: child })) },
  ),
  alreadyLive: (key: DocumentKey, version: number) => new ApiError(
    409, documentErrorIds.alreadyLive, `Version ${version} of ${describeKey(key)} is live already: save a new version to schedule a change`, 'body.version',
  ),
  unknownSite: (siteId: string, field: string) => ApiError.badRequest(`${field}: no site "${siteId}"`, field),
  notInFuture: () => ApiError.badRequest('body.at: must be a moment in the future (publish now without it)', 'body.at'),
};
