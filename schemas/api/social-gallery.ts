import { z } from 'zod';
import { imageUrlSchema } from '../content/primitives';
import { text } from '../text';
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
export const socialIdSchema = text().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a plain id (letters, digits, - and _)');
/** A gallery customer is a store account on the gallery host: one per brand, named by the brand id. */
export const socialCustomerIdSchema = text().regex(/^[a-z][a-z0-9]{0,39}$/, 'must be a brand id');
/** A product master id as the store tags it on photos (spec 000 §2 product id shape). */
export const masterIdSchema = text().regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/, 'must be a master id (two capitals, then 6 to 9 capitals or digits)');

export const socialSources = ['instagram', 'tiktok', 'x', 'facebook', 'upload'] as const;
export const socialStreamKinds = ['hashtag', 'category'] as const;
export const socialReportReasons = ['inappropriate', 'spam', 'copyright', 'notMe', 'other'] as const;

/** A list given repeated (`a=1&a=2`) or comma-separated (`a=1,2`); blanks are ignored. */
const listOf = (item: z.ZodString, max: number) =>
  z
    .union([text(), z.array(text())])
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((value) => value.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'must name at least one').max(max, `must name at most ${max}`));

/**
 * Paging of every recent-media call: newest first, `limit` per page, and the `cursor` of the previous
 * answer's `nextCursor` for the page after it. A cursor stays right while new photos arrive.
 */
export const socialPageQuerySchema = z.object({
  limit: text()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(SOCIAL_MEDIA_MAX_LIMIT, `must be at most ${SOCIAL_MEDIA_MAX_LIMIT}`))
    .default(SOCIAL_MEDIA_DEFAULT_LIMIT),
  cursor: text()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a cursor from a previous answer')
    .optional(),
  locale: text().optional(),
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
  id: text(),
  screenName: text(),
  displayName: text().optional(),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

/** One photo of a gallery. `products` are the store's products tagged on it, by master id. */
export const socialMediaSchema = z.object({
  id: text(),
  image: z.object({ url: text(), width: z.number().int(), height: z.number().int() }),
  altText: text(),
  caption: text(),
  source: z.enum(socialSources),
  sourceUrl: text().optional(),
  createdAt: text(),
  user: socialUserSchema,
  products: z.array(z.object({ masterId: text() })),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;

export const socialMediaPageSchema = z.object({
  media: z.array(socialMediaSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: text().nullable(),
});
export type SocialMediaPage = z.infer<typeof socialMediaPageSchema>;

export const socialStreamSchema = z.object({
  id: text(),
  customerId: text(),
  kind: z.enum(socialStreamKinds),
  name: text(),
  categoryId: text().optional(),
});
export type SocialStream = z.infer<typeof socialStreamSchema>;
export const socialStreamListSchema = z.object({ streams: z.array(socialStreamSchema) });

const screenName = text()
  .trim()
  .regex(/^[A-Za-z0-9._]{2,30}$/, 'must be 2 to 30 letters, digits, dots or underscores');
const email = text().trim().max(100).pipe(z.email('is not a valid email'));
const words = (max: number) => text().trim().max(max, `must be at most ${max} characters`);

/** `POST /users`: an uploader, one per email and per screen name for a customer. */
export const createSocialUserBodySchema = z.object({
  customerId: socialCustomerIdSchema,
  screenName,
  email,
  displayName: words(60).min(1).optional(),
});

/**
 * `POST /users`'s answer (202): the same whether the email was new or already registered, so it tells nobody
 * whose address is on file; it repeats the public part of the request.
 */
export const socialUserRegistrationSchema = z.object({
  status: z.literal('accepted'),
  screenName: text(),
  displayName: text().optional(),
});
export type SocialUserRegistration = z.infer<typeof socialUserRegistrationSchema>;

/** `POST /users/{userId}/media`: a photo the shopper shares; it waits for moderation before any gallery shows it. */
export const createSocialMediaBodySchema = z.object({
  imageUrl: imageUrlSchema.max(2000).regex(/^(https:\/\/|\/images\/)[^\s"'<>]+$/, 'must be an https URL or a /images/ path'),
  width: z.number().int().min(1).max(8000),
  height: z.number().int().min(1).max(8000),
  altText: words(300).default(''),
  caption: words(2200).default(''),
  masterIds: z.array(masterIdSchema).max(10).default([]),
  streamIds: z.array(socialIdSchema).max(SOCIAL_MAX_STREAMS).default([]),
});

/** `POST /media/{mediaId}/reports`. */
export const createSocialReportBodySchema = z.object({
  reason: z.enum(socialReportReasons),
  email: email.optional(),
  comment: words(500).optional(),
});
export const socialReportSchema = z.object({
  id: text(),
  mediaId: text(),
  reason: z.enum(socialReportReasons),
  createdAt: text(),
});

/** `POST /stashes`: a named set of photos a user keeps. */
export const createSocialStashBodySchema = z.object({
  userId: socialIdSchema,
  name: words(60).min(1, 'must not be empty'),
  mediaIds: z.array(socialIdSchema).min(1, 'must name at least one photo').max(SOCIAL_STASH_MAX_MEDIA),
});
export const socialStashSchema = z.object({
  id: text(),
  userId: text(),
  name: text(),
  mediaIds: z.array(text()),
  createdAt: text(),
});

/** `POST /users/{userId}/media` answers the stored photo and its moderation state. */
export const socialUploadSchema = socialMediaSchema.extend({ status: z.enum(['approved', 'pending', 'held']) });

/** `GET /`: what this host serves, for clients that discover the calls. */
export const socialRootSchema = z.object({
  name: text(),
  version: text(),
  customers: z.array(z.object({ id: text(), name: text() })),
  links: z.record(text(), text()),
});
