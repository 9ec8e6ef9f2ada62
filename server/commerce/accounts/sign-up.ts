import { randomUUID } from 'node:crypto';
import { checkBirthDate, type SignUpBody } from '../../../schemas';
import { hashPassword } from '../../platform/sign-in/index';
import type { CaptchaVerifier } from '../../providers/captcha/port';
import type { SubscriptionService } from '../subscriptions/service';
import { normaliseConsumerPhone, siteOfLocale } from './contact';
import { accountErrors } from './errors';
import { normalizeEmail, uniqueViolationOf, type ConsumersRepository } from './repository';

/** Spec 000 §5 "birth date: required where configured": Tessera asks it on the EMEA region's sites (docs/decisions.md). */
const BIRTH_DATE_REQUIRED_REGIONS: ReadonlySet<string> = new Set(['EMEA']);

/** The new account's id and e-mail (`signUpAnswerSchema`). */
export interface SignedUp {
  readonly consumerId: string;
  readonly email: string;
}

/**
 * `POST /consumers-v3/auth/signup` (spec 000 §7): the captcha, the site's sign-up feature (AUT440), the birth date
 * (PRO411 missing where required, PRO410 too young for the site's country), the phone normalised, then the account
 * (AUT439 for an e-mail that has one, AUT442 for a phone another account has: the database's unique indexes decide,
 * so two sign-ups racing with one e-mail make one account).
 */
export function createSignUp(deps: {
  consumers: ConsumersRepository;
  captcha: CaptchaVerifier;
  now: () => Date;
  subscriptions: SubscriptionService;
}) {
  return async function signUp(body: SignUpBody, locale: string | undefined, leadSource: string | undefined): Promise<SignedUp> {
    if (!(await deps.captcha.verify(body.recaptcha_response, 'register'))) throw accountErrors.captchaFailed();
    const site = siteOfLocale(locale);
    if (!site.brand.flags.signUp) throw accountErrors.signUpClosed(site.siteId);
    const country = site.locale.country;
    if (body.birthDate === undefined) {
      if (BIRTH_DATE_REQUIRED_REGIONS.has(site.brand.region)) throw accountErrors.birthDateRequired();
    } else {
      const issue = checkBirthDate(body.birthDate, country, deps.now());
      if (issue?.age !== undefined) throw accountErrors.tooYoung(issue.age);
      if (issue) throw accountErrors.birthDateInvalid(issue.key);
    }
    const phone =
      body.phone === undefined ? { phone: null, phoneCode: null } : normaliseConsumerPhone(body.phone, body.phoneCode, country, 'body.phone');
    const email = normalizeEmail(body.email);
    if (await deps.consumers.byEmail(email)) throw accountErrors.loginInUse();
    if (phone.phone !== null && (await deps.consumers.phoneTaken(phone.phone))) throw accountErrors.phoneInUseAtSignUp();
    const subscriptions = body.subscriptions ?? {};
    const at = deps.now();
    try {
      const created = await deps.consumers.insert({
        id: `c-${randomUUID()}`,
        email,
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        birthDate: body.birthDate ?? null,
        ...phone,
        gender: body.gender ?? null,
        postalCode: body.postalCode ?? null,
        country,
        siteId: site.siteId,
        isLoyaltyMember: subscriptions.loyaltyEnrollment === 'Full' || subscriptions.loyaltyConsent === true,
        loyaltyOptInAt: subscriptions.loyaltyEnrollment === 'Full' || subscriptions.loyaltyConsent === true ? at : null,
        consents: {
          newsletter: subscriptions.newsletterConsent ?? false,
          loyalty: subscriptions.loyaltyConsent ?? false,
          sms: (subscriptions.smsNotificationConsent ?? false) && phone.phone !== null,
          loyaltyNewsletter: subscriptions.loyaltyNewsletterConsent ?? false,
          brandTerms: body.brandTerms ?? false,
          termsConfirmed: body.isTermsConfirmed ?? false,
          termsConditionsAndPolicy: body.termsConditionsAndPolicy ?? false,
          at: at.toISOString(),
        },
        source: {
          ...(body.source?.store ? { store: body.source.store } : {}),
          ...(body.source?.acquisitionType ? { acquisitionType: body.source.acquisitionType } : {}),
          ...(body.source?.campaignName ? { campaignName: body.source.campaignName } : {}),
          ...(leadSource ? { leadSource } : {}),
        },
      });
      // The consents ticked become the account's subscriptions; the e-mail ones are confirmed by mail (double opt-in).
      await deps.subscriptions.fromSignUp(
        created,
        {
          newsletter: subscriptions.newsletterConsent === true,
          loyaltyNewsletter: subscriptions.loyaltyNewsletterConsent === true,
          sms: subscriptions.smsNotificationConsent === true,
        },
        locale,
      );
      return { consumerId: created.id, email: created.email };
    } catch (error) {
      // A sign-up racing this one with the same e-mail or phone got there first.
      const index = uniqueViolationOf(error);
      if (index === 'consumers_phone_key') throw accountErrors.phoneInUseAtSignUp();
      if (index !== undefined) throw accountErrors.loginInUse();
      throw error;
    }
  };
}
