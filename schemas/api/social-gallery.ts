import { z } from 'zod';
import { categoryIdSchema } from './content';

/** Where Tessera serves the social-gallery calls of spec 001 §7 (an external host in the spec). */
export const SOCIAL_GALLERY_PREFIX = '/social/v1';
/** Media per page of a recent-media call: at most this many, 12 unless the caller asks. */
export const SOCIAL_MEDIA_MAX_LIMIT = 50;
export const SOCIAL_MEDIA_DEFAULT_LIMIT = 12;
/** How many streams one `/streams/media/recent` call may merge, and how many media one stash holds. */
export const SOCIAL_MAX_STREAMS = 10;
export const SOCIAL_STASH_MAX_MEDIA = 50;
/** Open reports that take a photo out of the galleries until someone reviews it. */
export const SOCIAL_REPORTS_TO_HOLD = 3;

/** Ids of users, media and streams: plain tokens, safe in paths and DOM ids. */
export const socialIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a plain id (letters, digits, - and _)');
/** A gallery customer is a store account on the gallery host: one per brand, named by the brand id. */
export const socialCustomerIdSchema = z.string().regex(/^[a-z][a-z0-9]{0,39}$/, 'must be a brand id');
/** A product master id as the store tags it on photos (spec 000 §2 product id shape). */
export const masterIdSchema = z.string().regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/, 'must be a master id (two capitals, then 6 to 9 capitals or digits)');

export const socialSources = ['instagram', 'tiktok', 'x', 'facebook', 'upload'] as const;
export const socialStreamKinds = ['hashtag', 'category'] as const;
export const socialReportReasons = ['inappropriate', 'spam', 'copyright', 'notMe', 'other'] as const;

/** A list given repeated (`a=1&a=2`) or comma-separated (`a=1,2`); blanks are ignored. */
const listOf = (item: z.ZodString, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => (Array.isArray(raw) ? raw : [raw]).flatMap((value) => value.split(',')).map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(item).min(1, 'must name at least one').max(max, `must name at most ${max}`));

/**
 * Paging of every recent-media call: newest first, `limit` per page, and the `cursor` of the previous
 * answer's `nextCursor` for the page after it. A cursor stays right while new photos arrive.
 */
export const socialPageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(SOCIAL_MEDIA_MAX_LIMIT, `must be at most ${SOCIAL_MEDIA_MAX_LIMIT}`))
    .default(SOCIAL_MEDIA_DEFAULT_LIMIT),
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a cursor from a previous answer').optional(),
  locale: z.string().optional(),
});
export type SocialPageQuery = z.infer<typeof socialPageQuerySchema>;

export const customerMediaQuerySchema = socialPageQuerySchema.extend({
  /** Only photos tagged with any of these products. */
  masterId: listOf(masterIdSchema, 20).optional(),
});
export const categoryMediaQuerySchema = socialPageQuerySchema.extend({
  customerId: socialCustomerIdSchema,
  categoryId: categoryIdSchema,
});
export const streamsMediaQuerySchema = socialPageQuerySchema.extend({
  streamId: listOf(socialIdSchema, SOCIAL_MAX_STREAMS),
});

export const socialUserSchema = z.object({
  id: z.string(),
  screenName: z.string(),
  displayName: z.string().optional(),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

/** One photo of a gallery. `products` are the store's products tagged on it, by master id. */
export const socialMediaSchema = z.object({
  id: z.string(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  altText: z.string(),
  caption: z.string(),
  source: z.enum(socialSources),
  sourceUrl: z.string().optional(),
  createdAt: z.string(),
  user: socialUserSchema,
  products: z.array(z.object({ masterId: z.string() })),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;

export const socialMediaPageSchema = z.object({
  media: z.array(socialMediaSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type SocialMediaPage = z.infer<typeof socialMediaPageSchema>;

export const socialStreamSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  kind: z.enum(socialStreamKinds),
  name: z.string(),
  categoryId: z.string().optional(),
});
export type SocialStream = z.infer<typeof socialStreamSchema>;
export const socialStreamListSchema = z.object({ streams: z.array(socialStreamSchema) });

const screenName = z.string().trim().regex(/^[A-Za-z0-9._]{2,30}$/, 'must be 2 to 30 letters, digits, dots or underscores');
const email = z.string().trim().max(100).pipe(z.email('is not a valid email'));
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** `POST /users`: an uploader, one per email and per screen name for a customer. */
export const createSocialUserBodySchema = z.object({
  customerId: socialCustomerIdSchema,
  screenName,
  email,
  displayName: text(60).min(1).optional(),
});

/**
 * `POST /users`'s answer (202): the same whether the email was new or already registered, so it tells nobody
 * whose address is on file; it repeats the public part of the request.
 */
export const socialUserRegistrationSchema = z.object({
  status: z.literal('accepted'),
  screenName: z.string(),
  displayName: z.string().optional(),
});
export type SocialUserRegistration = z.infer<typeof socialUserRegistrationSchema>;

/** `POST /users/{userId}/media`: a photo the shopper shares; it waits for moderation before any gallery shows it. */
export const createSocialMediaBodySchema = z.object({
  imageUrl: z.string().max(2000).regex(/^(https:\/\/|\/images\/)[^\s"'<>]+$/, 'must be an https URL or a /images/ path'),
  width: z.number().int().min(1).max(8000),
  height: z.number().int().min(1).max(8000),
  altText: text(300).default(''),
  caption: text(2200).default(''),
  masterIds: z.array(masterIdSchema).max(10).default([]),
  streamIds: z.array(socialIdSchema).max(SOCIAL_MAX_STREAMS).default([]),
});

/** `POST /media/{mediaId}/reports`. */
export const createSocialReportBodySchema = z.object({
  reason: z.enum(socialReportReasons),
  email: email.optional(),
  comment: text(500).optional(),
});
export const socialReportSchema = z.object({
  id: z.string(), mediaId: z.string(), reason: z.enum(socialReportReasons), createdAt: z.string(),
});

/** `POST /stashes`: a named set of photos a user keeps. */
export const createSocialStashBodySchema = z.object({
  userId: socialIdSchema,
  name: text(60).min(1, 'must not be empty'),
  mediaIds: z.array(socialIdSchema).min(1, 'must name at least one photo').max(SOCIAL_STASH_MAX_MEDIA),
});
export const socialStashSchema = z.object({
  id: z.string(), userId: z.string(), name: z.string(), mediaIds: z.array(z.string()), createdAt: z.string(),
});

/** `POST /users/{userId}/media` answers the stored photo and its moderation state. */
export const socialUploadSchema = socialMediaSchema.extend({ status: z.enum(['approved', 'pending', 'held']) });

/** `GET /`: what this host serves, for clients that discover the calls. */
export const socialRootSchema = z.object({
  name: z.string(),
  version: z.string(),
  customers: z.array(z.object({ id: z.string(), name: z.string() })),
  links: z.record(z.string(), z.string()),
});
