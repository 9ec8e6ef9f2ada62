import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages, useRuntime } from '../../runtime/react';
import { InterestsDialog } from '../enrollment/InterestsDialog';
import { credentialCalls } from '../commerce';
import type { Navigate } from '../page/route-module';
import { AccountLoading } from './AccountLoading';
import { captchaToken } from './captcha';
import { accountProblem } from './errors';
import type { SignUpValues } from './form-rules';
import { pageQuery, siteRoot } from './page-query';
import { SignUpForm } from './SignUpForm';
import { profileQueryKey, useAccountNotice, useSession, useSignIn } from './use-account';

export interface SignUpFlowProps {
  readonly locale: string;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
  /** Today, for the age rule: a story holds it still. */
  readonly today?: () => Date;
}

/** The sign-up body of the form's values and the page's query (spec 000 §2, §7). */
export async function signUpBody(values: SignUpValues, query: URLSearchParams) {
  const store = query.get('storeNum') ?? undefined;
  const campaignName = query.get('enrollment_marketing_source') ?? undefined;
  return {
    email: values.email,
    password: values.password,
    ...(values.firstName ? { firstName: values.firstName } : {}),
    ...(values.lastName ? { lastName: values.lastName } : {}),
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
    // The one box stands for the brand's terms and the privacy policy, both linked beside it.
    brandTerms: values.terms,
    isTermsConfirmed: values.terms,
    termsConditionsAndPolicy: values.terms,
    subscriptions: {
      newsletterConsent: values.newsletter,
      ...(values.loyalty ? { loyaltyConsent: true, loyaltyEnrollment: 'Full' as const } : {}),
    },
    source: { acquisitionType: 'Registered' as const, ...(store ? { store } : {}), ...(campaignName ? { campaignName } : {}) },
    recaptcha_response: await captchaToken('register'),
  };
}

/**
 * `/{locale}/sign-up` (spec 000 §4): the account is created, the shopper signed in with the password just chosen,
 * then taken to their account, which says the account was created. A signed-in shopper is pointed to their account.
 */
export function SignUpFlow({ locale, path, navigate, today }: SignUpFlowProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const country = site.locale.country;
  const home = siteRoot(locale, path);
  const query = pageQuery(path);
  const session = useSession();
  const signIn = useSignIn(locale);
  const [, setNotice] = useAccountNotice();
  const client = useQueryClient();
  // Once the account exists the session turns registered: the form (and the interests dialog) stay till the account.
  const [created, setCreated] = useState(false);
  const [askInterests, setAskInterests] = useState(false);
  const toAccount = () => {
    setNotice('accountCreated');
    navigate?.(`${home}/account`);
  };

  if (session.isPending) return <AccountLoading />;
  if (session.data?.tokenType === 'Registered' && !created)
    return (
      <div className="ts-account ts-account--narrow">
        <h1 className="ts-account__title">{t('account.signUp.title')}</h1>
        <p className="ts-account__lead">
          {t('account.signUp.alreadySignedIn')} <a href={`${home}/account`}>{t('account.signUp.toAccount')}</a>
        </p>
      </div>
    );

  const submit = async (values: SignUpValues) => {
    const leadSource = query.get('leadSource');
    try {
      await credentialCalls.call('POST /consumers-v3/auth/signup', {
        query: { locale },
        ...(leadSource ? { headers: { source: leadSource } } : {}),
        body: await signUpBody(values, query),
      });
    } catch (error) {
      return accountProblem(error, country);
    }
    // The account exists: a failed sign-in now is not the form's problem; the account page offers it again.
    setCreated(true);
    const signedIn = await signIn.mutateAsync({ email: values.email, password: values.password }).then(
      () => true,
      () => false,
    );
    // Spec 000 §5: the interests dialog, where the brand collects interests and the shopper ticked the newsletter.
    if (signedIn && site.brand.flags.collectInterests && values.newsletter) setAskInterests(true);
    else toAccount();
    return undefined;
  };

  return (
    <div className="ts-account ts-account--narrow">
      <SignUpForm
        home={home}
        defaultEmail={query.get('email') ?? ''}
        birthDateRequired={site.brand.region === 'EMEA'}
        {...(today ? { today } : {})}
        onSubmit={submit}
      />
      <InterestsDialog
        open={askInterests}
        onDone={(saved) => {
          if (saved) client.setQueryData(profileQueryKey(locale), { consumerProfile: saved });
          setAskInterests(false);
          toAccount();
        }}
      />
    </div>
  );
}
