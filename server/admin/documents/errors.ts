import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';
import { describeKey, type DocumentKey } from '../../content/index';

/** The admin API's answers for documents, in the spec's envelope. */
export const documentErrors = {
  notFound: (key?: DocumentKey) => new ApiError(404, errorIds.documentNotFound, key ? `No ${describeKey(key)}` : 'No such document'),
  versionNotFound: (key: DocumentKey, version: number) =>
    new ApiError(404, errorIds.documentNotFound, `${describeKey(key)} has no version ${version}`),
  /** `latestVersion`: what the editor reloads, or saves on top of to overwrite. */
  staleVersion: (key: DocumentKey, baseVersion: number, latestVersion: number) =>
    new ApiError(
      409,
      errorIds.staleVersion,
      `${describeKey(key)} was saved as version ${latestVersion} since version ${baseVersion}: reload it, or save again on top of version ${latestVersion} to overwrite`,
      'body.baseVersion',
      { latestVersion },
    ),
  keyTaken: (key: DocumentKey) => new ApiError(409, errorIds.keyTaken, `There is already a ${describeKey(key)}`, 'body.key'),
  hasChildren: (key: DocumentKey, children: readonly string[]) =>
    new ApiError(409, errorIds.hasChildren, `Pages sit under ${describeKey(key)}: ${children.join(', ')}; delete or move them first`, undefined, {
      children: children.map((child) => ({ key: child })),
    }),
  alreadyLive: (key: DocumentKey, version: number) =>
    new ApiError(
      409,
      errorIds.alreadyLive,
      `Version ${version} of ${describeKey(key)} is live already: save a new version to schedule a change`,
      'body.version',
    ),
  unknownSite: (siteId: string, field: string) => ApiError.badRequest(`${field}: no site "${siteId}"`, field),
  notInFuture: () => ApiError.badRequest('body.at: must be a moment in the future (publish now without it)', 'body.at'),
};
