import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/index';
import { createSocialGalleryReads } from './read-repository';
import { socialGalleryReadRoutes } from './read-routes';
import { createSocialGalleryWrites } from './write-repository';
import { socialGalleryWriteRoutes } from './write-routes';

export { createSocialGalleryReads } from './read-repository';
export type { MediaScope, SocialGalleryReads } from './read-repository';
export { createSocialGalleryWrites } from './write-repository';
export type { SocialGalleryWrites } from './write-repository';
export { decodeCursor, encodeCursor } from './cursor';

/** The social gallery under `/social/v1` (spec 001 §7 "Social gallery"), over the database. */
export const socialGalleryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(socialGalleryReadRoutes, { reads: createSocialGalleryReads(db) });
  await app.register(socialGalleryWriteRoutes, { writes: createSocialGalleryWrites(db) });
};
