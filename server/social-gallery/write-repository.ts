import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SOCIAL_REPORTS_TO_HOLD,
  type createSocialMediaBodySchema,
  type createSocialReportBodySchema,
  type createSocialStashBodySchema,
  type createSocialUserBodySchema,
} from '../../schemas';
import {
  socialMedia as m,
  socialMediaProducts as mp,
  socialReports as r,
  socialStashes as st,
  socialStashMedia as stm,
  socialStreamMedia as sm,
  socialStreams as s,
  socialUsers as u,
  type Database,
} from '../db/index';
import { ApiError } from '../http/api-error';
import { mediaJson } from './to-json';

type UserBody = z.infer<typeof createSocialUserBodySchema>;
type MediaBody = z.infer<typeof createSocialMediaBodySchema>;
type ReportBody = z.infer<typeof createSocialReportBodySchema>;
type StashBody = z.infer<typeof createSocialStashBodySchema>;

/** Stored times keep milliseconds only, so paging cursors (JavaScript dates) compare exactly. */
const nowMs = () => new Date();

/**
 * The write side of the social gallery. Every write validates what it names against the database and
 * answers 400 API400 naming the body field, or 404 API404 for the resource in the path.
 */
export function createSocialGalleryWrites(db: Database, now: () => Date = nowMs) {
  const userById = async (id: string) => (await db.select().from(u).where(eq(u.id, id)))[0];

  return {
    /**
     * An uploader. Answers alike whether the email is new or already registered (nothing says which, nothing
     * is stored twice): `taken` only for a screen name, which the galleries show anyway. The email is checked
     * after the screen name, with the same three queries either way.
     */
    async registerUser(body: UserBody): Promise<{ readonly outcome: 'accepted' | 'screenNameTaken' }> {
      const email = body.email.toLowerCase();
      const screenNameTaken = async () =>
        (
          await db
            .select({ id: u.id })
            .from(u)
            .where(and(eq(u.customerId, body.customerId), eq(u.screenName, body.screenName)))
        ).length > 0;
      if (await screenNameTaken()) return { outcome: 'screenNameTaken' };
      const inserted = await db
        .insert(u)
        .values({
          id: randomUUID(),
          customerId: body.customerId,
          screenName: body.screenName,
          email,
          displayName: body.displayName ?? null,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning({ id: u.id });
      // Nothing inserted: the email is registered, or someone took the screen name a moment ago. Asked either way,
      // so a known email costs the same queries as a new one.
      const takenNow = await screenNameTaken();
      return { outcome: !inserted[0] && takenNow ? 'screenNameTaken' : 'accepted' };
    },

    /** A shopper's photo: stored as pending (moderation), with its products and the streams it asks to join. */
    async createMedia(userId: string, body: MediaBody) {
      const user = await userById(userId);
      if (!user) throw ApiError.notFound(`Unknown user "${userId}"`);
      const streamIds = [...new Set(body.streamIds)];
      if (streamIds.length) {
        const found = await db
          .select({ id: s.id })
          .from(s)
          .where(and(inArray(s.id, streamIds), eq(s.customerId, user.customerId)));
        const known = new Set(found.map((f) => f.id));
        const i = body.streamIds.findIndex((id) => !known.has(id));
        if (i >= 0) throw ApiError.badRequest(`body.streamIds.${i}: no stream "${body.streamIds[i]}" for this customer`, `body.streamIds.${i}`);
      }
      const masterIds = [...new Set(body.masterIds)];
      const createdAt = now();
      const row = await db.transaction(async (tx) => {
        const [media] = await tx
          .insert(m)
          .values({
            id: randomUUID(),
            customerId: user.customerId,
            userId,
            imageUrl: body.imageUrl,
            width: body.width,
            height: body.height,
            altText: body.altText,
            caption: body.caption,
            source: 'upload',
            status: 'pending',
            createdAt,
          })
          .returning();
        if (!media) throw new Error('insert returned no row');
        if (masterIds.length) await tx.insert(mp).values(masterIds.map((masterId, position) => ({ mediaId: media.id, masterId, position })));
        if (streamIds.length) await tx.insert(sm).values(streamIds.map((streamId) => ({ streamId, mediaId: media.id, addedAt: createdAt })));
        return media;
      });
      return { ...mediaJson(row, user, masterIds), status: 'pending' as const };
    },

    /**
     * A shopper's report on a shown photo. Once a photo has SOCIAL_REPORTS_TO_HOLD reports it is held
     * (taken out of every gallery) until someone reviews it.
     */
    async report(mediaId: string, body: ReportBody) {
      return db.transaction(async (tx) => {
        const [media] = await tx
          .select({ id: m.id })
          .from(m)
          .where(and(eq(m.id, mediaId), eq(m.status, 'approved')))
          .for('update');
        if (!media) throw ApiError.notFound(`Unknown photo "${mediaId}"`);
        const [report] = await tx
          .insert(r)
          .values({ mediaId, reason: body.reason, email: body.email?.toLowerCase() ?? null, comment: body.comment || null, createdAt: now() })
          .returning();
        if (!report) throw new Error('insert returned no row');
        const [reports] = await tx.select({ n: count() }).from(r).where(eq(r.mediaId, mediaId));
        if ((reports?.n ?? 0) >= SOCIAL_REPORTS_TO_HOLD) await tx.update(m).set({ status: 'held' }).where(eq(m.id, mediaId));
        return { id: report.id, mediaId, reason: body.reason, createdAt: report.createdAt.toISOString() };
      });
    },

    /** A named set of shown photos of the user's customer, in the order given (repeats dropped). */
    async createStash(body: StashBody) {
      const user = await userById(body.userId);
      if (!user) throw ApiError.badRequest(`body.userId: no user "${body.userId}"`, 'body.userId');
      const mediaIds = [...new Set(body.mediaIds)];
      const found = await db
        .select({ id: m.id })
        .from(m)
        .where(and(inArray(m.id, mediaIds), eq(m.customerId, user.customerId), eq(m.status, 'approved')));
      const known = new Set(found.map((f) => f.id));
      const i = body.mediaIds.findIndex((id) => !known.has(id));
      if (i >= 0) throw ApiError.badRequest(`body.mediaIds.${i}: no photo "${body.mediaIds[i]}" to keep`, `body.mediaIds.${i}`);
      return db.transaction(async (tx) => {
        const [stash] = await tx.insert(st).values({ userId: user.id, name: body.name, createdAt: now() }).returning();
        if (!stash) throw new Error('insert returned no row');
        await tx.insert(stm).values(mediaIds.map((mediaId, position) => ({ stashId: stash.id, mediaId, position })));
        return { id: stash.id, userId: user.id, name: stash.name, mediaIds, createdAt: stash.createdAt.toISOString() };
      });
    },
  };
}

export type SocialGalleryWrites = ReturnType<typeof createSocialGalleryWrites>;
