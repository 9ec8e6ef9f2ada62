import '../styles/checkout.css';
import '../styles/account.css';
import { useState } from 'react';
import { loadAppMessages } from '../../runtime/core';
import { useRuntime } from '../../runtime/react';
import type { AccountPort, SignInPanelProps, SignUpPanelProps } from '../../block-registry';
import { commerce, credentialCalls, shopperKind } from '../commerce';
import { accountProblem } from './errors';
import { ForgotPasswordFlow } from './PasswordFlows';
import { signInWith } from './sign-in-with';
import { SignInForm } from './SignInForm';
import { signUpBody } from './SignUpFlow';
import { SignUpForm } from './SignUpForm';
import { SignInTerms, termsToAsk } from '../employee/SignInTerms';

/** The site's locale as its paths spell it (`en-us`), and its root. */
function useSiteRoot() {
  const { site } = useRuntime();
  const locale = site.locale.locale;
  return { site, locale, home: `/${locale}` };
}

function SignInPanel({ headingLevel, onSignedIn, onForgotPassword, onCreateAccount }: SignInPanelProps) {
  const { site, locale, home } = useSiteRoot();
  // An employee with the discount terms to accept is asked first (spec 000 §4), then the block carries on.
  const [askTerms, setAskTerms] = useState<string | null>(null);
  if (askTerms)
    return (
      <SignInTerms
        consumerId={askTerms}
        home={home}
        onDone={() => {
          setAskTerms(null);
          onSignedIn();
        }}
      />
    );
  return (
    <SignInForm
      home={home}
      headingLevel={headingLevel}
      signUpOpen={site.brand.flags.signUp}
      {...(onForgotPassword ? { onForgotPassword } : {})}
      {...(onCreateAccount ? { onCreateAccount } : {})}
      onSubmit={async (values) => {
        try {
          await signInWith(values.email, values.password, locale);
        } catch (error) {
          return accountProblem(error, site.locale.country);
        }
        const employee = await termsToAsk(locale);
        if (employee) setAskTerms(employee);
        else onSignedIn();
        return undefined;
      }}
    />
  );
}

function SignUpPanel({ headingLevel, variant, onSignedUp, onSignIn }: SignUpPanelProps) {
  const { site, locale, home } = useSiteRoot();
  return (
    <SignUpForm
      home={home}
      headingLevel={headingLevel}
      variant={variant}
      birthDateRequired={site.brand.region === 'EMEA'}
      {...(onSignIn ? { onSignIn } : {})}
      onSubmit={async (values) => {
        try {
          await credentialCalls.call('POST /consumers-v3/auth/signup', { query: { locale }, body: await signUpBody(values, new URLSearchParams()) });
        } catch (error) {
          return accountProblem(error, site.locale.country);
        }
        // The account exists: a failed sign-in now is not the form's problem; the sign-in form offers it again.
        await signInWith(values.email, values.password, locale).catch(() => undefined);
        onSignedUp();
        return undefined;
      }}
    />
  );
}

function ForgotPasswordPanel() {
  const { locale, home } = useSiteRoot();
  return <ForgotPasswordFlow locale={locale} path={home} />;
}

/**
 * The account port the storefront gives the registry's account blocks (block-registry/shared/account-port.ts):
 * the account's own forms and session calls, with the app's words loaded first (content pages carry the shell's only).
 */
export async function loadAccountPort(localeTag: string, home: string): Promise<AccountPort> {
  await loadAppMessages(localeTag);
  return {
    SignInPanel,
    SignUpPanel,
    ForgotPasswordPanel,
    home,
    shopper: async () => {
      if (shopperKind(document.cookie) !== 'Registered') return null;
      const locale = home.slice(1);
      const details = (await commerce.call('GET /consumers-v3/consumer/profile', { query: { locale } })).consumerProfile.consumerDetails;
      return {
        email: details.email,
        firstName: details.firstName ?? null,
        lastName: details.lastName ?? null,
        gender: details.gender ?? null,
        phoneNumber: details.phone ?? null,
      };
    },
    registerForEvent: (body) => commerce.call('POST /consumers-v3/consumer/event-registration', { query: { locale: home.slice(1) }, body }),
    smsSubscription: async () => {
      const { subscriptions } = await commerce.call('GET /consumers-v3/consumer/subscription', { query: { locale: home.slice(1) } });
      const sms = subscriptions.find((each) => each.channel === 'sms' && each.type === 'Newsletter' && each.optin);
      return { recipient: sms?.recipient ?? null, optin: sms !== undefined };
    },
    saveSmsSubscription: async ({ phone, smsTermsAccepted }) => {
      await commerce.call('PUT /consumers-v3/consumer/subscription', {
        query: { locale: home.slice(1) },
        body: smsTermsAccepted ? { channel: 'sms', optin: true, phone, smsTermsAccepted } : { channel: 'sms', optin: false },
      });
    },
  };
}
