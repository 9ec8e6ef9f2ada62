import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  defaultNotificationPreferences,
  notificationPreferencesSchema,
  type NotificationPreferences,
  type subscribeBodySchema,
  type SubscriptionsAnswer,
  type updateSubscriptionBodySchema,
} from '../../../schemas';
import type { Site } from '../../../runtime/core';
import type { Database } from '../../db/index';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import type { Mailer } from '../../providers/mail/port';
import { hashOf, newSecret } from '../accounts/codes';
import { normaliseConsumerPhone, siteOfLocale } from '../accounts/contact';
import { accountErrors } from '../accounts/errors';
import { normalizeEmail } from '../accounts/repository';
import { subscriptionOf, type Subscription } from './answer';
import { CONFIRM_LINK_MS, subscriptionConfirmMail } from './confirm-mail';
import { subscriptionErrors } from './errors';
import { subscriptionsRepository, type SubscriptionKey } from './repository';
import { unsubscribeTokens } from './unsubscribe-token';

type SubscribeBody = z.output<typeof subscribeBodySchema>;
type UpdateBody = z.output<typeof updateSubscriptionBodySchema>;

export interface SubscriptionServiceOptions {
  readonly captcha: CaptchaVerifier;
  readonly mailer: Mailer;
  /** The store's public origin: the confirmation link's. */
  readonly publicUrl: string;
  readonly now?: () => Date;
  readonly onError?: (error: unknown, what: string) => void;
}

/** The signed-in consumer a call is for (the accounts' row, only what is read here). */
export interface SubscriberConsumer {
  readonly id: string;
  readonly email: string;
  readonly phone: string | null;
  readonly siteId: string;
}

/**
 * Newsletter and SMS subscriptions (spec 000 §3, §7; docs/decisions.md "Subscriptions"). An e-mail opt-in is `optin`
 * at once and `doubleOptin` once the mailed link is followed; an SMS opt-in needs the SMS terms accepted. Opting out
 * keeps the row with its date.
 */
export function createSubscriptions(db: Database, options: SubscriptionServiceOptions) {
  const repository = subscriptionsRepository(db);
  const unsubscribeLinks = unsubscribeTokens(db);
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? (() => undefined);

  /** Opts in and, for an e-mail not yet confirmed, mails a confirmation link (after the answer: a slow provider must not delay it). */
  async function optIn(site: Site, key: Omit<SubscriptionKey, 'siteId'>, consumerId: string | null): Promise<boolean> {
    const at = now();
    const { token, row } = await db.transaction(async (tx) => {
      const stored = await repository.optIn(
        tx,
        { ...key, siteId: site.siteId },
        { id: `s-${randomUUID()}`, consumerId, country: site.locale.country, region: site.brand.region, at },
      );
      if (key.channel !== 'email' || stored.doubleOptin) return { token: undefined, row: stored };
      const secret = newSecret();
      await repository.issueToken(tx, hashOf(secret), stored.id, at, new Date(at.getTime() + CONFIRM_LINK_MS));
      return { token: secret, row: stored };
    });
    if (token === undefined) return false;
    unsubscribeLinks
      .sign(row.id)
      .then((unsubscribe) => options.mailer.send(subscriptionConfirmMail(row.recipient, token, unsubscribe, site, options.publicUrl)))
      .catch((error: unknown) => onError(error, 'subscription mail'));
    return true;
  }

  async function stateOf(consumerId: string): Promise<SubscriptionsAnswer> {
    const stored = await repository.notificationsOf(consumerId);
    const parsed = notificationPreferencesSchema.safeParse(stored);
    return {
      subscriptions: (await repository.listOf(consumerId)).map(subscriptionOf),
      notifications: parsed.success ? parsed.data : defaultNotificationPreferences,
    };
  }

  return {
    /** `POST /consumers-v3/subscription`: a visitor's subscription (captcha-checked), never tied to an account. */
    async subscribe(body: SubscribeBody, locale: string | undefined) {
      if (!(await options.captcha.verify(body.recaptcha_response, 'subscribe'))) throw accountErrors.captchaFailed();
      const site = siteOfLocale(locale);
      if (body.channel === 'email') {
        const key = { channel: 'email', type: body.type ?? 'Newsletter', recipient: normalizeEmail(body.email) } as const;
        const confirmationMailed = await optIn(site, key, null);
        return { ...key, confirmationMailed };
      }
      const phone = normaliseConsumerPhone(body.phone, body.phoneCode, site.locale.country, 'body.phone').phone;
      if (phone === null) throw subscriptionErrors.phoneRequired();
      const key = { channel: 'sms', type: 'Newsletter', recipient: phone } as const;
      await optIn(site, key, null);
      return { ...key, confirmationMailed: false };
    },

    /** The mailed link's token: spent once; SUB410 when expired, used or unknown. */
    async confirm(token: string): Promise<{ subscription: Subscription }> {
      const row = await repository.confirm(hashOf(token), now());
      if (!row) throw subscriptionErrors.linkExpired();
      return { subscription: subscriptionOf(row) };
    },

    /** A newsletter mail's unsubscribe link: opts that subscription out (once; again answers it as it is). SUB404 when not signed here. */
    async unsubscribe(token: string): Promise<{ subscription: Subscription }> {
      const id = await unsubscribeLinks.verify(token);
      const row = id === undefined ? undefined : await repository.optOutById(id, now());
      if (!row) throw subscriptionErrors.unsubscribeInvalid();
      return { subscription: subscriptionOf(row) };
    },

    stateOf,

    /** `PUT /consumers-v3/consumer/subscription`: the signed-in consumer's own subscription, in or out. */
    async update(consumer: SubscriberConsumer, body: UpdateBody, locale: string | undefined): Promise<SubscriptionsAnswer> {
      const site = siteOfLocale(locale);
      if (!body.optin) {
        await repository.optOut(db, consumer.id, { siteId: site.siteId, channel: body.channel, type: body.type }, now());
        return stateOf(consumer.id);
      }
      if (body.channel === 'email') {
        await optIn(site, { channel: 'email', type: body.type, recipient: consumer.email }, consumer.id);
        return stateOf(consumer.id);
      }
      if (body.smsTermsAccepted !== true) throw subscriptionErrors.smsTermsRequired();
      const phone =
        body.phone !== undefined && body.phone !== ''
          ? normaliseConsumerPhone(body.phone, body.phoneCode, site.locale.country, 'body.phone').phone
          : consumer.phone;
      if (phone === null) throw subscriptionErrors.phoneRequired();
      // One SMS number per consumer and site: a new number replaces the one before.
      await repository.optOut(db, consumer.id, { siteId: site.siteId, channel: 'sms', type: body.type }, now());
      await optIn(site, { channel: 'sms', type: body.type, recipient: phone }, consumer.id);
      return stateOf(consumer.id);
    },

    /** `PUT /consumers-v3/consumer/notification`. */
    async setNotifications(consumerId: string, preferences: NotificationPreferences): Promise<SubscriptionsAnswer> {
      await repository.setNotifications(consumerId, preferences, now());
      return stateOf(consumerId);
    },

    /** The sign-up's consents become subscriptions of the new account (the e-mail ones confirmed by mail). */
    async fromSignUp(
      consumer: SubscriberConsumer,
      consents: { newsletter: boolean; loyaltyNewsletter: boolean; sms: boolean },
      locale: string | undefined,
    ): Promise<void> {
      const site = siteOfLocale(locale);
      if (consents.newsletter) await optIn(site, { channel: 'email', type: 'Newsletter', recipient: consumer.email }, consumer.id);
      if (consents.loyaltyNewsletter) await optIn(site, { channel: 'email', type: 'LoyaltyNewsletter', recipient: consumer.email }, consumer.id);
      if (consents.sms && consumer.phone !== null) await optIn(site, { channel: 'sms', type: 'Newsletter', recipient: consumer.phone }, consumer.id);
    },

    /** The hourly job's work: deletes the confirmation links that expired. */
    expireLinks: (at: Date) => repository.expireTokens(at),
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptions>;
