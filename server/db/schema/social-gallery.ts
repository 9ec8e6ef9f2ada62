import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The social gallery (spec 001 §7, an external host in the spec): photos shoppers post on social networks
 * or upload, grouped into streams (a hashtag, a category), tagged with the store's products by master id.
 * `customer_id` is the store's account on the gallery host: the brand id.
 */
export const socialUsers = pgTable(
  'social_users',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    screenName: text('screen_name').notNull(),
    displayName: text('display_name'),
    /** Only uploaders give one; people whose posts were collected from a network have none. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('social_users_screen_name_key').on(t.customerId, t.screenName), unique('social_users_email_key').on(t.customerId, t.email)],
);

export const socialMedia = pgTable(
  'social_media',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => socialUsers.id),
    imageUrl: text('image_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altText: text('alt_text').notNull().default(''),
    caption: text('caption').notNull().default(''),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    /** approved: shown; pending: an upload waiting for moderation; held: taken out after reports. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('social_media_status_check', sql`${t.status} in ('approved', 'pending', 'held')`),
    check('social_media_source_check', sql`${t.source} in ('instagram', 'tiktok', 'x', 'facebook', 'upload')`),
    // Every gallery reads a customer's approved photos newest first.
    index('social_media_recent_idx')
      .on(t.customerId, t.createdAt, t.id)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const socialMediaProducts = pgTable(
  'social_media_products',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => socialMedia.id, { onDelete: 'cascade' }),
    masterId: text('master_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.masterId] }), index('social_media_products_master_idx').on(t.masterId)],
);

export const socialStreams = pgTable(
  'social_streams',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The store's category a category stream collects photos for. */
    categoryId: text('category_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('social_streams_kind_check', sql`${t.kind} in ('hashtag', 'category')`),
    index('social_streams_category_idx').on(t.customerId, t.categoryId),
  ],
);

export const socialStreamMedia = pgTable(
  'social_stream_media',
  {
    streamId: text('stream_id')
      .notNull()
      .references(() => socialStreams.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => socialMedia.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.mediaId] }), index('social_stream_media_media_idx').on(t.mediaId)],
);

export const socialReports = pgTable(
  'social_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: text('media_id')
      .notNull()
      .references(() => socialMedia.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    email: text('email'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_reports_media_idx').on(t.mediaId)],
);

export const socialStashes = pgTable(
  'social_stashes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => socialUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_stashes_user_idx').on(t.userId)],
);

export const socialStashMedia = pgTable(
  'social_stash_media',
  {
    stashId: uuid('stash_id')
      .notNull()
      .references(() => socialStashes.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => socialMedia.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stashId, t.mediaId] })],
);

export type SocialMediaRow = typeof socialMedia.$inferSelect;
export type SocialUserRow = typeof socialUsers.$inferSelect;
export type SocialStreamRow = typeof socialStreams.$inferSelect;
