import { z } from 'zod';
import {
  agentSignInBodySchema,
  changePasswordBodySchema,
  consumerProfileSchema,
  createProfileAnswerSchema,
  createProfileBodySchema,
  employeeTermsAnswerSchema,
  employeeTermsBodySchema,
  forgotPasswordBodySchema,
  lookupAnswerSchema,
  lookupQuerySchema,
  profileQuerySchema,
  resetPasswordBodySchema,
  retrieveUserDataBodySchema,
  sessionSignInBodySchema,
  signInAnswerSchema,
  signInBodySchema,
  signOutBodySchema,
  signUpAnswerSchema,
  signUpBodySchema,
  updateProfileBodySchema,
  userDataAnswerSchema,
} from '../consumer';
import { text } from '../../text';
import { operation } from './operation';

/** Every call sends its locale (spec 000 §7): the site whose account rules apply (sign-up open, minimal age). */
const localeQuery = z.object({ locale: text().max(20).optional() });
/** Spec 000 §7: sign-up's optional `source` header comes from the page's `leadSource`. */
const signUpHeaders = z.looseObject({ source: text().max(120).optional() });

/** The browser's session after a sign-in or sign-out; the tokens stay in HttpOnly cookies. */
export const sessionChangeSchema = z.object({
  tokenType: z.enum(['Guest', 'Registered']),
  basketId: text().nullable(),
  /** The guest's cart joined the account's (spec 000 §4: "a cart merge on login raises a merged notification"). */
  merged: z.boolean(),
});

/** Accounts: sign-up, sign-in (PKCE), sign-out, passwords and the profile (spec 000 §4, §7 Authentication and Consumer). */
export const accountContract = {
  'POST /consumers-v3/auth/signup': operation({
    summary: 'Create a consumer account (then sign in)',
    query: localeQuery,
    headers: signUpHeaders,
    body: signUpBodySchema,
    status: 201,
    answer: signUpAnswerSchema,
  }),
  'POST /consumers-v3/auth/signin': operation({
    summary: 'Check a consumer’s password: a single-use authorization code bound to the PKCE challenge',
    query: localeQuery,
    body: signInBodySchema,
    answer: signInAnswerSchema,
  }),
  'POST /consumers-v3/consumer/agent/login': operation({
    summary: 'An employee’s sign-in (consumerType EMPLOYEE): an authorization code as for a consumer',
    query: localeQuery,
    body: agentSignInBodySchema,
    answer: signInAnswerSchema,
  }),
  'POST /consumers-v3/consumer/auth/signout': operation({
    summary: 'Sign out: revoke every token of the refresh token’s sign-in',
    body: signOutBodySchema,
    status: 204,
    answer: z.null(),
  }),
  'POST /consumers-v3/consumer/changepassword': operation({
    summary: 'Change the signed-in consumer’s password',
    body: changePasswordBodySchema,
    status: 204,
    answer: z.null(),
  }),
  'POST /consumers-v3/confirmforgotpassword': operation({
    summary: 'Mail a password-reset link (the same answer whether the e-mail has an account or not)',
    query: localeQuery,
    body: forgotPasswordBodySchema,
    status: 202,
    answer: z.null(),
  }),
  'POST /consumers-v3/consumer/resetpassword': operation({
    summary: 'Set a new password with a reset link’s token',
    body: resetPasswordBodySchema,
    status: 204,
    answer: z.null(),
  }),
  'GET /consumers-v3/consumer/profile': operation({
    summary: 'The signed-in consumer’s profile',
    query: profileQuerySchema,
    answer: consumerProfileSchema,
  }),
  'PUT /consumers-v3/consumer/profile': operation({
    summary: 'Change the signed-in consumer’s details and preferences',
    query: localeQuery,
    body: updateProfileBodySchema,
    answer: consumerProfileSchema,
  }),
  'POST /consumers-v3/consumer/profile': operation({
    summary: 'Create the profile: complete a partially enrolled consumer’s details (the enrollment’s “complete profile”)',
    query: localeQuery,
    body: createProfileBodySchema,
    status: 201,
    answer: createProfileAnswerSchema,
  }),
  'PUT /consumers-v3/consumer/employee-terms': operation({
    summary: 'The signed-in employee accepts the employee-discount terms (once; again changes nothing); others get EMP403',
    body: employeeTermsBodySchema,
    answer: employeeTermsAnswerSchema,
  }),
  'POST /consumers-v3/consumer/retrieveUserData': operation({
    summary: 'The signed-in consumer’s details and enrollments, named by consumer id and e-mail',
    body: retrieveUserDataBodySchema,
    answer: userDataAnswerSchema,
  }),
  'GET /consumers-v3/consumer/lookup': operation({
    summary: 'Whether an e-mail has an account: the enrollment’s first step (captcha, and a tight rate limit)',
    query: lookupQuerySchema,
    answer: lookupAnswerSchema,
  }),
  'POST /fapi/session/signin': operation({
    summary: 'The browser’s token exchange: a sign-in’s code and verifier for tokens kept in HttpOnly cookies',
    body: sessionSignInBodySchema,
    answer: sessionChangeSchema,
  }),
  'POST /fapi/session/signout': operation({
    summary: 'The browser’s sign-out: the sign-in’s tokens revoked, a new guest’s in the cookies',
    answer: sessionChangeSchema,
  }),
} as const;
