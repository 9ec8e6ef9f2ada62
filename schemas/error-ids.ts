/*
 * Every errorId Tessera answers (spec 000 §8's catalogue and the few it adds), zod-free, one constant each: the server
 * throws these and the storefront's and editor's messages key on them, so a code is written once. Read them as one
 * set, `import * as errorIds from '…/schemas/error-ids'` (the browser, which then bundles only the codes it reads)
 * or `errorIds` from `schemas` (`export * as`), and write `errorIds.cartNotFound`.
 */
import type * as all from './error-ids';

// The API layer (spec 000 §8 "Other").
export const badRequest = 'API400';
/** Not in the spec's catalogue: a valid token asking for what another holder owns (a cart). */
export const forbidden = 'API403';
export const notFound = 'API404';
export const methodNotAllowed = 'API405';
export const notAcceptable = 'API406';
export const unsupportedMediaType = 'API415';
/** Not in the spec's catalogue: an `Idempotency-Key` already used for another request (another cart's order). */
export const idempotencyKeyReused = 'API422';
/** Not in the spec's catalogue: a client over a write route's rate limit (named like the other API codes). */
export const tooManyRequests = 'API429';
export const internal = 'GEN500';

// Tokens and sign-in.
export const unauthorized = 'AUT401';
/** A refresh token used twice: its whole family is revoked. */
export const duplicatedToken = 'AUT409';
export const accountNotFound = 'AUT418';
export const accountLocked = 'AUT423';
export const lastAttempt = 'AUT426';
export const invalidPassword = 'AUT437';
export const invalidLogin = 'AUT438';
export const tooManySignIns = 'AUT441';
export const invalidEmail = 'AUT453';
/** A reset link used after it expired, or a second time. */
export const resetLinkExpired = 'AUT402';
/** The captcha verifier refused the request's token. */
export const captchaFailed = 'AUT403';
/** Not in the spec's meaning list: sign-up asked of a site whose sign-up feature is off. */
export const signUpClosed = 'AUT440';
/** Sign-up with an e-mail an account has (spec 000 §8: "login in use", two variants). */
export const loginInUse = 'AUT439';
export const loginInUseProfile = 'PRO400';
/** Sign-up or a profile change with a phone another account has (two variants). */
export const phoneInUse = 'AUT442';
export const phoneInUseProfile = 'AUT444';
/** A password change whose current password is wrong. */
export const wrongCurrentPassword = 'AUT450';
/** A new password that is the current one. */
export const sameAsCurrentPassword = 'AUT451';
/** A new password that is one of the account's earlier ones. */
export const sameAsPreviousPassword = 'AUT452';
/** A token, code or account that no longer names a consumer (spec 000 §8 "invalid customer"). */
export const invalidCustomer = 'AUT498';
/** A sign-in code replayed, expired or exchanged with the wrong PKCE verifier. */
export const invalidAuthorizationCode = 'AUT432';
/** A consumer call with a guest's token. */
export const registeredOnly = 'AUT404';
export const profileNotFound = 'PRO404';
/** Not in the spec's catalogue: the employee-discount terms accepted by a consumer who is not an employee. */
export const employeeTermsEmployeesOnly = 'EMP403';
/** Not in the spec's catalogue: creating the profile of a consumer whose profile is complete already (PUT changes it). */
export const profileComplete = 'PRO409';
/** Not in the spec's catalogue: a saved address the consumer does not have (unknown, deleted, or another's). */
export const addressNotFound = 'ADR404';
/** Not in the spec's catalogue: a new saved address beyond the most one consumer keeps. */
export const tooManyAddresses = 'ADR409';
/** Event registration (docs/decisions.md "Event registration"): no published page offers this event. */
export const eventNotFound = 'EVT404';
/** The e-mail sent is not the signed-in profile's. */
export const eventEmailMismatch = 'EVT403';
/** The event's last day has passed: registration is closed. */
export const eventClosed = 'EVT410';
/** Not in the spec's catalogue: a saved card the consumer does not have (unknown, deleted, or another's). */
export const cardNotFound = 'CRD404';
/** The spec's "card already exists" (§8), its code not in the catalogue: the consumer saved this card before. */
export const cardAlreadyExists = 'CRD409';
/** Not in the spec's catalogue: a new saved card beyond the most one consumer keeps. */
export const tooManyCards = 'CRD410';
/** Not in the spec's catalogue: a subscription confirmation link that expired, was used, or never existed. */
export const subscriptionLinkExpired = 'SUB410';
/** Not in the spec's catalogue: an SMS subscription without the SMS terms accepted. */
export const smsTermsRequired = 'SUB412';
/** Not in the spec's catalogue: an unsubscribe link this store did not sign (altered, cut short, made up). */
export const unsubscribeLinkInvalid = 'SUB404';
export const invalidAge = 'PRO410';
export const missingBirthDate = 'PRO411';
export const shortPassword = 'FE872';
export const mismatchedPasswords = 'FE340';
/** The admin API without an editor session (not in the spec's catalogue). */
export const signInRequired = 'ADM401';

// Stores and the in-store associate mode.
/** Spec 000 §8 "Other": a store that does not exist, or is closed for good. */
export const storeNotFound = 'STR404';
/** Not in the spec's catalogue: a store's staff list, or a sale credited to an associate, asked without an employee's sign-in. */
export const employeesOnly = 'STR403';
/** Not in the spec's catalogue: an order's `inStoreSalesInfo` naming a closed store, or an associate not of that store. */
export const inStoreSaleInvalid = 'STR400';

// Cart and stock.
export const cartNotFound = 'BSK404';
export const cartChanged = 'BSK409';
export const itemNotAvailable = 'INV405';
export const itemsOutOfStock = 'INV406';
export const itemNotSold = 'INV407';
export const maxQuantity = 'INV408';
export const someItemsOutOfStock = 'INV409';
export const outOfStock = 'INV700';

// Checkout.
export const cannotShipThere = 'CHK320';
export const missingShippingAddress = 'CHK380';
export const shippingMethodNotFound = 'SHP404';
export const missingPhone = 'SHP410';

// Orders and payment.
export const emptyCart = 'ORD415';
export const noLongerAvailable = 'ORD430';
export const paymentNotCompleted = 'PYT300';
export const paymentInvalid = 'PYT400';
export const declined = 'PYT402';
export const paymentNotFound = 'PYT404';
/** 3-D Secure failed or was not answered in time. */
export const authenticationFailed = 'PYT405';
export const insufficientFunds = 'PYT406';
export const cardExpiryInvalid = 'FE309';
/** An order that is not there, or not the reader's (the same answer). */
export const orderNotFound = 'OHS4004';

// The editor's documents (not in the spec's catalogue).
export const documentNotFound = 'DOC404';
/** A save on top of a version that is no longer the newest: another editor saved first. */
export const staleVersion = 'DOC409';
/** A create or duplicate naming a key a document already has. */
export const keyTaken = 'DOC410';
/** A delete of a page other pages sit under. */
export const hasChildren = 'DOC411';
/** A schedule of the version the public sees now (scheduling it would take it offline until then). */
export const alreadyLive = 'DOC412';
/** A publish of a version that fails its schemas; one error entry per problem. */
export const invalidContent = 'DOC422';

/** The name of a code (`cartNotFound`). */
export type ErrorIdName = keyof typeof all;
/** A code (`BSK404`). */
export type ErrorId = (typeof all)[ErrorIdName];
