import { z } from 'zod';
import { isShippingCountry, shippingCountries } from '../constants';
import { normalisePhone } from '../phone';
import { text } from '../text';
import { emailSchema } from './address';
import { subscriptionSchema } from './consumer';

/*
 * Newsletter and SMS subscriptions and notification preferences (spec 000 §3 "Subscription", §7 `GET, PUT, POST
 * /subscription`, `PUT /notification`; spec 001 "Newsletter: email required and formatted; policy checkbox required",
 * "SMS opt-in"). The forms in the browser and the server share these rules; issue messages are `form.*` keys.
 */

const typed = () => text('form.textInvalid');

export const subscriptionChannels = ['email', 'sms'] as const;
export const subscriptionTypes = ['Newsletter', 'LoyaltyNewsletter'] as const;

/** A required checkbox: only `true` passes (spec 001 "policy checkbox required"). */
const ticked = z.literal(true, { message: 'form.requiredCheckbox' });

/** The newsletter form (footer block, pop-up): an e-mail and the privacy policy ticked. */
export const newsletterFieldsSchema = z.object({ email: emailSchema, policy: ticked });
export type NewsletterForm = z.input<typeof newsletterFieldsSchema>;

/** The SMS form: a phone, its dial code, the SMS terms accepted through their dialog. */
export const smsFormSchema = z.object({
  phone: typed().trim().min(1, 'form.required').max(30, 'form.tooLong'),
  phoneCode: typed().trim().max(6, 'form.tooLong').optional(),
  smsTermsAccepted: ticked,
});
export type SmsForm = z.input<typeof smsFormSchema>;

/**
 * Whether an SMS number is one the store can text, read as the server reads it: the site's country's number, or one
 * written with its own international prefix (`+44…`) from another country the store ships to. The SMS forms clear the
 * SMS consent as soon as the number stops being one (spec 001 "if the phone becomes invalid, consent is cleared").
 */
export function isSmsPhone(phone: string, siteCountry: string): boolean {
  const trimmed = phone.trim();
  if (trimmed === '') return false;
  const abroad = trimmed.startsWith('+') || trimmed.startsWith('00');
  const countries = [...(isShippingCountry(siteCountry) ? [siteCountry] : []), ...(abroad ? shippingCountries : [])];
  return countries.some((country) => normalisePhone(trimmed, country) !== null);
}

/**
 * The SMS forms' rules in the browser (the block, the account's section): the number must be one the store can text
 * (`form.required`, `form.phoneInvalid`); to subscribe, the terms must be accepted (`form.requiredCheckbox`). Managing
 * an existing subscription (`manage`) may also leave the box unticked: that opts out, and needs no number.
 */
export const smsFieldsRules = (siteCountry: string, manage: boolean) =>
  z.object({ phone: typed().trim().max(30, 'form.tooLong'), smsTermsAccepted: z.boolean() }).superRefine((values, context) => {
    if (!values.smsTermsAccepted && !manage) context.addIssue({ code: 'custom', path: ['smsTermsAccepted'], message: 'form.requiredCheckbox' });
    if (!values.smsTermsAccepted && manage) return;
    if (values.phone === '') context.addIssue({ code: 'custom', path: ['phone'], message: 'form.required' });
    else if (!isSmsPhone(values.phone, siteCountry)) context.addIssue({ code: 'custom', path: ['phone'], message: 'form.phoneInvalid' });
  });
export type SmsFieldsValues = z.input<ReturnType<typeof smsFieldsRules>>;

const captcha = { recaptcha_response: text().max(4000).optional() };

/**
 * `POST /consumers-v3/subscription`: a visitor (or anyone) subscribes. By e-mail: the newsletter, a confirmation mail
 * follows (double opt-in). By SMS: a phone with the SMS terms accepted.
 */
export const subscribeBodySchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), type: z.enum(subscriptionTypes).optional(), ...newsletterFieldsSchema.shape, ...captcha }),
  z.object({ channel: z.literal('sms'), ...smsFormSchema.shape, ...captcha }),
]);
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

/** The visitor's answer: what was asked, never whether that recipient had subscribed before. */
export const subscribeAnswerSchema = z.object({
  channel: z.enum(subscriptionChannels),
  type: z.enum(subscriptionTypes),
  recipient: text(),
  /** Whether a confirmation mail is on its way (e-mail subscriptions). */
  confirmationMailed: z.boolean(),
});

/** `PUT /consumers-v3/consumer/subscription`: a signed-in consumer opts in or out of one subscription. */
export const updateSubscriptionBodySchema = z.object({
  channel: z.enum(subscriptionChannels),
  type: z.enum(subscriptionTypes).optional().default('Newsletter'),
  optin: z.boolean(),
  /** SMS: the number (the account's phone when absent). */
  phone: typed().trim().max(30, 'form.tooLong').optional(),
  phoneCode: typed().trim().max(6, 'form.tooLong').optional(),
  /** SMS opt-in: the terms accepted in their dialog. */
  smsTermsAccepted: z.boolean().optional(),
});
export type UpdateSubscriptionBody = z.input<typeof updateSubscriptionBodySchema>;

/** The service messages a consumer can choose channels for (docs/decisions.md "Subscriptions"). */
export const notificationTopics = ['orderUpdates', 'backInStock', 'loyaltyUpdates'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];
const channelsSchema = z.object({ email: z.boolean(), sms: z.boolean() });
export const notificationPreferencesSchema = z.object({
  orderUpdates: channelsSchema,
  backInStock: channelsSchema,
  loyaltyUpdates: channelsSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
/** Before a consumer chooses: order updates by e-mail, nothing else. */
export const defaultNotificationPreferences: NotificationPreferences = {
  orderUpdates: { email: true, sms: false },
  backInStock: { email: false, sms: false },
  loyaltyUpdates: { email: false, sms: false },
};

/** `PUT /consumers-v3/consumer/notification`. */
export const notificationBodySchema = z.object({ notifications: notificationPreferencesSchema });

/** `GET` and `PUT /consumers-v3/consumer/subscription`, `PUT …/notification`: the consumer's whole state. */
export const subscriptionsAnswerSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  notifications: notificationPreferencesSchema,
});
export type SubscriptionsAnswer = z.infer<typeof subscriptionsAnswerSchema>;

/** `POST /consumers-v3/subscription/confirm`: the mailed link's token (SUB410 when expired, used or unknown). */
export const confirmSubscriptionBodySchema = z.object({ token: text().min(16).max(200) });
export const confirmSubscriptionAnswerSchema = z.object({ subscription: subscriptionSchema });

/**
 * `POST /consumers-v3/subscription/unsubscribe`: a newsletter mail's unsubscribe link's token (signed, for that one
 * subscription; SUB404 when not). The answer: the subscription, opted out with its date.
 */
export const unsubscribeBodySchema = z.object({ token: text().min(40).max(200) });
export const unsubscribeAnswerSchema = z.object({ subscription: subscriptionSchema });
