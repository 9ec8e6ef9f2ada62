import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SocialMediaPage, SocialStream } from '../../schemas';
import {
  socialMedia as m,
  socialMediaProducts as mp,
  socialStreamMedia as sm,
  socialStreams as s,
  socialUsers as u,
  type Database,
} from '../db/index';
import { encodeCursor, type MediaCursor } from './cursor';
import { mediaJson, streamJson } from './to-json';

/** Which photos a recent-media call lists. */
export type MediaScope =
  | { readonly kind: 'customer'; readonly customerId: string; readonly masterIds?: readonly string[] }
  | { readonly kind: 'category'; readonly customerId: string; readonly categoryId: string }
  | { readonly kind: 'streams'; readonly streamIds: readonly string[] };

export interface MediaPageRequest {
  readonly limit: number;
  readonly cursor?: MediaCursor | undefined;
}

const inStreams = (where: SQL) => sql`exists (select 1 from ${sm} join ${s} on ${s.id} = ${sm.streamId} where ${sm.mediaId} = ${m.id} and ${where})`;

function scopeCondition(scope: MediaScope): SQL | undefined {
  switch (scope.kind) {
    case 'customer':
      return and(
        eq(m.customerId, scope.customerId),
        scope.masterIds?.length
          ? sql`exists (select 1 from ${mp} where ${mp.mediaId} = ${m.id} and ${inArray(mp.masterId, [...scope.masterIds])})`
          : undefined,
      );
    case 'category':
      return and(
        eq(m.customerId, scope.customerId),
        inStreams(sql`${s.customerId} = ${scope.customerId} and ${s.kind} = 'category' and ${s.categoryId} = ${scope.categoryId}`),
      );
    case 'streams':
      return inStreams(sql`${inArray(sm.streamId, [...scope.streamIds])}`);
  }
}

/** Newest first; a cursor continues strictly after the photo it names. */
const afterCursor = (cursor: MediaCursor | undefined) =>
  cursor ? or(lt(m.createdAt, cursor.createdAt), and(eq(m.createdAt, cursor.createdAt), lt(m.id, cursor.id))) : undefined;

/** The read side of the social gallery: approved photos only, newest first, products in tagging order. */
export function createSocialGalleryReads(db: Database) {
  return {
    async recentMedia(scope: MediaScope, page: MediaPageRequest): Promise<SocialMediaPage> {
      const rows = await db
        .select({ media: m, user: u })
        .from(m)
        .innerJoin(u, eq(u.id, m.userId))
        .where(and(eq(m.status, 'approved'), scopeCondition(scope), afterCursor(page.cursor)))
        .orderBy(desc(m.createdAt), desc(m.id))
        // One more than asked: whether a next page exists, without counting.
        .limit(page.limit + 1);
      const shown = rows.slice(0, page.limit);
      const ids = shown.map((row) => row.media.id);
      const tags = ids.length
        ? await db.select({ mediaId: mp.mediaId, masterId: mp.masterId }).from(mp).where(inArray(mp.mediaId, ids)).orderBy(asc(mp.position))
        : [];
      const last = shown.at(-1);
      return {
        media: shown.map(({ media, user }) =>
          mediaJson(
            media,
            user,
            tags.filter((t) => t.mediaId === media.id).map((t) => t.masterId),
          ),
        ),
        nextCursor: rows.length > page.limit && last ? encodeCursor({ createdAt: last.media.createdAt, id: last.media.id }) : null,
      };
    },

    /** The ids among these that name streams. */
    async existingStreams(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: s.id })
        .from(s)
        .where(inArray(s.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /** The streams an approved photo belongs to, by name; undefined when no shown photo has this id. */
    async streamsOfMedia(mediaId: string): Promise<SocialStream[] | undefined> {
      const [photo] = await db
        .select({ id: m.id })
        .from(m)
        .where(and(eq(m.id, mediaId), eq(m.status, 'approved')));
      if (!photo) return undefined;
      const rows = await db
        .select({ stream: s })
        .from(sm)
        .innerJoin(s, eq(s.id, sm.streamId))
        .where(eq(sm.mediaId, mediaId))
        .orderBy(asc(s.kind), asc(s.name));
      return rows.map((row) => streamJson(row.stream));
    },
  };
}

export type SocialGalleryReads = ReturnType<typeof createSocialGalleryReads>;
