import { z } from 'zod';
import {
  categoryMediaQuerySchema,
  createSocialMediaBodySchema,
  createSocialReportBodySchema,
  createSocialStashBodySchema,
  createSocialUserBodySchema,
  customerMediaQuerySchema,
  socialCustomerIdSchema,
  socialIdSchema,
  socialMediaPageSchema,
  socialPageQuerySchema,
  socialReportSchema,
  socialRootSchema,
  socialStashSchema,
  socialStreamListSchema,
  socialUploadSchema,
  socialUserRegistrationSchema,
  streamsMediaQuerySchema,
} from '../social-gallery';
import { operation } from './operation';

/** The social gallery (spec 001 §7): recent photos by customer, category and stream, uploads, reports, stashes. */
export const socialContract = {
  'GET /social/v1/': operation({ summary: "The social gallery's calls", answer: socialRootSchema }),
  'GET /social/v1/customers/:customerId/media/recent': operation({
    summary: "A brand's recent shopper photos",
    params: z.object({ customerId: socialCustomerIdSchema }),
    query: customerMediaQuerySchema,
    answer: socialMediaPageSchema,
  }),
  'GET /social/v1/categories/media/recent': operation({
    summary: 'Recent shopper photos of categories',
    query: categoryMediaQuerySchema,
    answer: socialMediaPageSchema,
  }),
  'GET /social/v1/streams/:streamId/media/recent': operation({
    summary: "A stream's recent shopper photos (cursor paging)",
    params: z.object({ streamId: socialIdSchema }),
    query: socialPageQuerySchema,
    answer: socialMediaPageSchema,
  }),
  'GET /social/v1/streams/media/recent': operation({
    summary: 'Recent shopper photos of several streams',
    query: streamsMediaQuerySchema,
    answer: socialMediaPageSchema,
  }),
  'GET /social/v1/media/:mediaId/streams': operation({
    summary: 'The streams a photo is in',
    params: z.object({ mediaId: socialIdSchema }),
    answer: socialStreamListSchema,
  }),
  // A new and an already registered e-mail get the same answer, so the call cannot tell whose address is on file.
  'POST /social/v1/users': operation({
    summary: 'Register an uploader',
    body: createSocialUserBodySchema,
    status: 202,
    answer: socialUserRegistrationSchema,
  }),
  'POST /social/v1/users/:userId/media': operation({
    summary: 'Upload a photo (held for moderation)',
    params: z.object({ userId: socialIdSchema }),
    body: createSocialMediaBodySchema,
    status: 201,
    answer: socialUploadSchema,
  }),
  'POST /social/v1/media/:mediaId/reports': operation({
    summary: 'Report a photo',
    params: z.object({ mediaId: socialIdSchema }),
    body: createSocialReportBodySchema,
    status: 201,
    answer: socialReportSchema,
  }),
  'POST /social/v1/stashes': operation({
    summary: 'Keep a named set of photos for a user',
    body: createSocialStashBodySchema,
    status: 201,
    answer: socialStashSchema,
  }),
} as const;
