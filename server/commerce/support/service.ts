import { wordsOf } from '../../../messages/interpret';
import type { Site } from '../../../runtime/core';
import { topicSelector, WARRANTY_YEARS, type ContactUsBody, type WarrantyBody } from '../../../schemas';
import type { Database } from '../../db/index';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import type { Mailer } from '../../providers/mail/port';
import { siteOfLocale } from '../accounts/contact';
import { accountErrors } from '../accounts/errors';
import { supportCaseMail } from './case-mail';
import { supportErrors } from './errors';
import { supportRepository } from './repository';
import { topicsOf } from './topics';

export interface SupportDeps {
  readonly captcha: CaptchaVerifier;
  readonly mailer: Mailer;
  readonly now?: () => Date;
  readonly onError?: (error: unknown, what: string) => void;
}

/** The day a date falls on, as YYYY-MM-DD, `years` back. */
const daysAgo = (today: Date, years: number): string => {
  const then = new Date(today);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then.toISOString().slice(0, 10);
};

/**
 * Customer service (spec 000 §1, §7): the contact form's topics, contact-us cases from anyone (a guest passes the
 * captcha; a signed-in customer's case is linked to the account) and warranty cases from signed-in customers. Each
 * case is stored with its number and acknowledged by e-mail; the mail failing never loses the case (it is logged).
 */
export function createSupportService(db: Database, deps: SupportDeps) {
  const cases = supportRepository(db);
  const now = deps.now ?? (() => new Date());
  const acknowledge = async (message: Parameters<typeof supportCaseMail>[0], site: Site) => {
    try {
      await deps.mailer.send(supportCaseMail(message, site));
    } catch (error) {
      deps.onError?.(error, `to acknowledge case ${message.caseNumber}`);
    }
  };

  return {
    topics: (locale: string | undefined) => topicsOf(siteOfLocale(locale)),

    async contactUs(body: ContactUsBody, locale: string | undefined, consumerId: string | null): Promise<{ caseNumber: string }> {
      const site = siteOfLocale(locale);
      if (consumerId === null && !(await deps.captcha.verify(body.recaptcha_response, 'contact_us'))) throw accountErrors.captchaFailed();
      const { recaptcha_response: _captcha, ...details } = body;
      const caseNumber = await cases.insert({ kind: 'contact', siteId: site.siteId, consumerId, email: body.email, topic: body.subject, details });
      const t = wordsOf(site.locale.tag);
      await acknowledge(
        {
          to: body.email,
          firstName: body.firstName,
          caseNumber,
          kind: 'contact',
          topic: t('support.subject', { subject: topicSelector(body.subject) }),
          message: body.message,
        },
        site,
      );
      return { caseNumber };
    },

    async warranty(
      body: WarrantyBody,
      locale: string | undefined,
      consumer: { readonly id: string; readonly email: string; readonly firstName: string | null },
    ): Promise<{ caseNumber: string }> {
      const site = siteOfLocale(locale);
      const today = now().toISOString().slice(0, 10);
      if (body.purchaseDate > today) throw supportErrors.purchaseDate('form.dateInFuture');
      if (body.purchaseDate < daysAgo(now(), WARRANTY_YEARS)) throw supportErrors.purchaseDate('form.warrantyExpired');
      const caseNumber = await cases.insert({
        kind: 'warranty',
        siteId: site.siteId,
        consumerId: consumer.id,
        email: consumer.email,
        topic: body.defect,
        details: body,
      });
      const t = wordsOf(site.locale.tag);
      await acknowledge(
        {
          to: consumer.email,
          firstName: consumer.firstName ?? '',
          caseNumber,
          kind: 'warranty',
          topic: `${body.productName} — ${t('support.defect', { defect: topicSelector(body.defect) })}`,
          message: body.description,
        },
        site,
      );
      return { caseNumber };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
