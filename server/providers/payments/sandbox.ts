import { errorIds, type ErrorId } from '../../../schemas';
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxCardTokens, sandboxPayments, type Database } from '../../db/index';
import { ApiError } from '../../http/api-error';
import { cardBrand, luhnValid } from '../../../runtime/core';
import { expired, SLOW_CARD_MS, testBehaviours, type SandboxBehaviour } from './card-rules';
import type { AuthorizeResult, CardDetails, CardGateway } from './port';

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

export interface TokenizeInput {
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
  readonly holderName: string;
}

/** The sandbox gateway's path prefix, mounted apart from the commerce API. */
export const SANDBOX_GATEWAY_PATH = '/sandbox/gateway';

/** A voided reference the gateway never saw has no card or amount: `XXX` is ISO 4217's "no currency". */
const NO_CURRENCY = 'XXX';

/** Thrown when a shopper answers a challenge that was voided (the store stopped waiting): it can no longer pass. */
export class ChallengeExpired extends ApiError {
  constructor(challengeId: string) {
    // The failed result beside the message: the page hands it to the store, which then says what happened.
    super(410, errorIds.authenticationFailed, 'This confirmation has expired and can no longer be completed', undefined, {
      threeDS2Result: `${challengeId}.N`,
    });
  }
}

/**
 * The sandbox card gateway: tokenizes cards (checking only their form), authorizes by token with the behaviour of
 * the well-known test numbers, and runs 3-D Secure challenges the shopper passes or fails on the gateway's own
 * page. It keeps its vault and payments in tables of its own, as a provider would in its systems.
 */
export function createSandboxGateway(db: Database, now: () => Date = () => new Date()) {
  const cardAndEarlier = db
    .select({ card: sandboxCardTokens, earlier: sandboxPayments })
    .from(sandboxCardTokens)
    .leftJoin(sandboxPayments, eq(sandboxPayments.reference, sql.placeholder('reference')))
    .where(eq(sandboxCardTokens.token, sql.placeholder('token')))
    .prepare('sandbox_card_and_earlier');
  const bad = (field: string, message: string, errorId: ErrorId = errorIds.paymentInvalid) =>
    new ApiError(400, errorId, `body.${field}: ${message}`, `body.${field}`);

  function result(payment: typeof sandboxPayments.$inferSelect): AuthorizeResult {
    switch (payment.status) {
      case 'authorized':
      case 'challenge_passed':
        return { outcome: 'authorized', paymentId: payment.id };
      case 'challenge_pending':
        return {
          outcome: 'challenge',
          paymentId: payment.id,
          challengeId: payment.challengeId ?? '',
          challengeUrl: `${SANDBOX_GATEWAY_PATH}/v1/challenge/${payment.challengeId ?? ''}`,
        };
      case 'challenge_failed':
        return { outcome: 'declined', reason: 'authentication_failed', paymentId: payment.id };
      default:
        return { outcome: 'declined', reason: (payment.declineCode ?? 'declined') as 'declined', paymentId: payment.id };
    }
  }

  const gateway = {
    /** `POST /sandbox/gateway/v1/tokens`: the card's form is checked (number, month, year, cvc, name), nothing else. */
    async tokenize(input: TokenizeInput): Promise<{ token: string; brand: string; last4: string }> {
      const number = input.number.replace(/[\s-]/g, '');
      const brand = /^\d{13,19}$/.test(number) && luhnValid(number) ? cardBrand(number) : null;
      if (!brand) throw bad('number', 'Card number is not valid');
      if (!Number.isInteger(input.expiryMonth) || input.expiryMonth < 1 || input.expiryMonth > 12)
        throw bad('expiryMonth', 'Expiry month is not valid', errorIds.cardExpiryInvalid);
      const year = input.expiryYear < 100 ? 2000 + input.expiryYear : input.expiryYear;
      if (!Number.isInteger(year) || year < 2000 || year > 2099) throw bad('expiryYear', 'Expiry year is not valid', errorIds.cardExpiryInvalid);
      if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc)) throw bad('cvc', 'Security code is not valid');
      const holderName = input.holderName.trim();
      if (holderName.length < 2 || holderName.length > 60) throw bad('holderName', 'Name on card is not valid');
      const token = newId('tok');
      const behaviour: SandboxBehaviour = testBehaviours[number] ?? 'approve';
      await db
        .insert(sandboxCardTokens)
        .values({ token, brand, last4: number.slice(-4), expiryMonth: input.expiryMonth, expiryYear: year, holderName, behaviour });
      return { token, brand, last4: number.slice(-4) };
    },

    async describe(token: string): Promise<CardDetails | null> {
      const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      return row
        ? { brand: row.brand, last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear, holderName: row.holderName }
        : null;
    },

    async authorize(request: { token: string; amount: number; currency: string; reference: string }): Promise<AuthorizeResult> {
      // The card and any earlier payment of the reference in one query.
      const [found] = await cardAndEarlier.execute({ reference: request.reference, token: request.token });
      if (found?.earlier) return result(found.earlier);
      // A gateway under load takes a while to take the request in (a voiding meanwhile wins: see the insert below).
      if (found?.card.behaviour === 'slow') await delay(SLOW_CARD_MS);
      const card = found?.card;
      if (!card) return { outcome: 'declined', reason: 'declined' };
      const id = newId('pay');
      const base = { id, reference: request.reference, token: request.token, amount: request.amount, currency: request.currency };
      let row: typeof sandboxPayments.$inferInsert;
      if (expired(card.expiryMonth, card.expiryYear, now())) row = { ...base, status: 'declined', declineCode: 'expired_card' };
      else if (card.behaviour === 'decline') row = { ...base, status: 'declined', declineCode: 'declined' };
      else if (card.behaviour === 'insufficient_funds') row = { ...base, status: 'declined', declineCode: 'insufficient_funds' };
      else if (card.behaviour === 'unavailable') row = { ...base, status: 'declined', declineCode: 'unavailable' };
      else if (card.behaviour === 'challenge') row = { ...base, status: 'challenge_pending', challengeId: newId('ch') };
      else row = { ...base, status: 'authorized' };
      // Two authorizations of one reference racing: the second reads the first's outcome.
      const [inserted] = await db.insert(sandboxPayments).values(row).onConflictDoNothing({ target: sandboxPayments.reference }).returning();
      if (inserted && card.behaviour === 'slow') await delay(SLOW_CARD_MS);
      if (inserted) return result(inserted);
      const [winner] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, request.reference));
      if (!winner) throw new Error('sandbox payment vanished');
      return result(winner);
    },

    /** The challenge's payment, for the challenge page (amount and currency to show), or undefined. */
    async challenge(challengeId: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.challengeId, challengeId));
      return row;
    },

    /**
     * The shopper's answer on the challenge page: the result string the page hands to the storefront. A challenge is
     * answered once (asked again, the first answer stands); a voided one can no longer be answered (410).
     */
    async answerChallenge(challengeId: string, pass: boolean): Promise<string> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ status: pass ? 'challenge_passed' : 'challenge_failed', updatedAt: now() })
        .where(and(eq(sandboxPayments.challengeId, challengeId), eq(sandboxPayments.status, 'challenge_pending')))
        .returning();
      if (row) return `${challengeId}.${pass ? 'Y' : 'N'}`;
      const earlier = await gateway.challenge(challengeId);
      if (!earlier) throw new ApiError(404, errorIds.paymentNotFound, 'No such challenge');
      if (earlier.status === 'challenge_passed') return `${challengeId}.Y`;
      if (earlier.status === 'challenge_failed') return `${challengeId}.N`;
      throw new ChallengeExpired(challengeId);
    },

    /**
     * Voids a reference: a payment of it is released (a waiting challenge with it), and a reference never seen is
     * recorded voided, so a later authorization of it answers declined: no money is ever held for it.
     */
    async cancel(reference: string): Promise<void> {
      await db
        .insert(sandboxPayments)
        .values({ id: newId('pay'), reference, token: '', amount: 0, currency: NO_CURRENCY, status: 'voided', declineCode: 'unavailable' })
        .onConflictDoUpdate({ target: sandboxPayments.reference, set: { status: 'voided', declineCode: 'unavailable', updatedAt: now() } });
    },

    /** What became of a reference: its payment's outcome, or null when it was never asked to authorize it. */
    async lookup(reference: string): Promise<AuthorizeResult | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
      return row ? result(row) : null;
    },

    async completeChallenge(challengeId: string, resultString: string): Promise<AuthorizeResult> {
      const payment = await gateway.challenge(challengeId);
      if (!payment || !resultString.startsWith(`${challengeId}.`))
        return { outcome: 'declined', reason: 'authentication_failed', ...(payment ? { paymentId: payment.id } : {}) };
      // A challenge left unanswered (the shopper closed the dialog) has failed.
      if (payment.status === 'challenge_pending') await gateway.answerChallenge(challengeId, false);
      const [after] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, payment.id));
      return result(after ?? payment);
    },
  } satisfies CardGateway & Record<string, unknown>;
  return gateway;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
