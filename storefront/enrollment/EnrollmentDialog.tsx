import '../styles/checkout.css';
import '../styles/account.css';
import '../styles/enrollment.css';
import { useEffect, useRef, useState } from 'react';
import { AccountDialog } from '../../block-registry';
import { useMessages, useRuntime } from '../../runtime/react';
import type { ConsumerProfile } from '../../schemas';
import { normalisePhone, normalisePostalCode, shippingCountries, type ShippingCountry } from '../../schemas/forms';
import { credentialCalls } from '../commerce';
import { accountProblem, type AccountProblem } from '../account/errors';
import { ForgotPasswordFlow } from '../account/PasswordFlows';
import { signInWith } from '../account/sign-in-with';
import { SignInForm } from '../account/SignInForm';
import { signUpBody } from '../account/SignUpFlow';
import { SignUpForm } from '../account/SignUpForm';
import { MobileStep, ProfileStep } from './DetailsSteps';
import { lookUpEmail, loadProfile, updateProfile } from './enrollment-calls';
import { InterestsForm, interestsBody, interestsDefaults } from './InterestsForm';
import { LookupStep } from './LookupStep';
import { enrollmentStartStep, type EnrollmentStep } from './steps';

export interface EnrollmentDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Whether the shopper is signed in when it opens: they start at the mobile or profile step (spec 000 §2). */
  readonly signedIn: boolean;
  /** Today, for the age rules: a story holds it still. */
  readonly today?: () => Date;
}

/**
 * The simplified enrollment dialog (spec 000 §2 "Enrollment flow"; the brand's `simplifiedEnrollment` flag): a modal
 * (focus moves in, Escape closes, focus returns to the opener) whose steps are the spec's, in its order. Each step's
 * heading takes the focus as it shows.
 */
export function EnrollmentDialog({ open, onClose, signedIn, today }: EnrollmentDialogProps) {
  const t = useMessages();
  return (
    <AccountDialog open={open} label={t('account.enroll.dialog')} onClose={onClose}>
      <EnrollmentSteps signedIn={signedIn} onClose={onClose} {...(today ? { today } : {})} />
    </AccountDialog>
  );
}

const shipping = (country: string): ShippingCountry | undefined =>
  (shippingCountries as readonly string[]).includes(country) ? (country as ShippingCountry) : undefined;

type Shown = EnrollmentStep | 'loading';

function EnrollmentSteps({ signedIn, onClose, today }: { signedIn: boolean; onClose: () => void; today?: () => Date }) {
  const t = useMessages();
  const { site } = useRuntime();
  const locale = site.locale.locale;
  const country = site.locale.country;
  const home = `/${locale}`;
  const flags = site.brand.flags;
  const [step, setStep] = useState<Shown>(signedIn ? 'loading' : 'lookup');
  const [email, setEmail] = useState('');
  const [profile, setProfile] = useState<ConsumerProfile | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // Spec 000 §5: after a sign-up, the interests only when the newsletter was ticked; the brand collects them at all.
  const [wantsInterests, setWantsInterests] = useState(flags.collectInterests);
  const [signedInHere, setSignedInHere] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  // Each step's heading takes the focus, so a screen reader hears where the shopper now is.
  useEffect(() => {
    const heading = body.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    // As the dialog first opens, showModal() focuses its autofocus element: the heading, not the close button.
    heading.autofocus = true;
    heading.focus();
  }, [step, loadFailed]);

  // The profile, then the step it calls for: a complete account signing in is done; one that lacks details is asked
  // for them, from the spec's start step.
  const loadAndGo = (afterSignIn: boolean) =>
    loadProfile(locale).then(
      (loaded) => {
        setProfile(loaded);
        setStep(
          afterSignIn && !loaded.isPartiallyEnrolled ? 'success' : enrollmentStartStep({ signedIn: true, phone: loaded.consumerDetails.phone }),
        );
      },
      () => setLoadFailed(true),
    );
  const continueSignedIn = (afterSignIn: boolean) => {
    setStep('loading');
    return loadAndGo(afterSignIn);
  };

  useEffect(() => {
    if (signedIn) void loadAndGo(false);
    // Once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async (change: Parameters<typeof updateProfile>[1], next: EnrollmentStep): Promise<AccountProblem | undefined> => {
    try {
      setProfile(await updateProfile(locale, change));
    } catch (error) {
      return accountProblem(error, country);
    }
    setStep(next);
    return undefined;
  };
  const afterProfile: EnrollmentStep = wantsInterests ? 'interests' : 'success';
  const site3 = shipping(country);

  let content;
  if (loadFailed)
    content = (
      <div className="ts-enrollment__done">
        <h2 className="ts-account__title">{t('account.enroll.success.title')}</h2>
        <p className="ts-account__lead">{t('account.enroll.success.signedIn')}</p>
        <p>
          <a href={`${home}/account`}>{t('account.enroll.success.toAccount')}</a>
        </p>
      </div>
    );
  else if (step === 'loading') content = <p role="status">{t('account.loading')}</p>;
  else if (step === 'lookup')
    content = (
      <LookupStep
        defaultEmail={email}
        onSubmit={async (values) => {
          try {
            const found = await lookUpEmail(values.email, locale);
            setEmail(values.email);
            setStep(found.accountExists ? 'signIn' : 'signUp');
          } catch (error) {
            return accountProblem(error, country);
          }
          return undefined;
        }}
      />
    );
  else if (step === 'signIn')
    content = (
      <>
        <SignInForm
          home={home}
          headingLevel={2}
          defaultEmail={email}
          emailReadOnly
          signUpOpen={false}
          onForgotPassword={() => setStep('forgotPassword')}
          onSubmit={async (values) => {
            try {
              await signInWith(values.email, values.password, locale);
            } catch (error) {
              return accountProblem(error, country);
            }
            setSignedInHere(true);
            await continueSignedIn(true);
            return undefined;
          }}
        />
        <BackButton onBack={() => setStep('lookup')} label={t('account.enroll.changeEmail')} />
      </>
    );
  else if (step === 'forgotPassword')
    content = (
      <>
        <ForgotPasswordFlow locale={locale} path={`${home}/forgot-password?email=${encodeURIComponent(email)}`} headingLevel={2} />
        <BackButton onBack={() => setStep('signIn')} label={t('account.enroll.backToSignIn')} />
      </>
    );
  else if (step === 'signUp')
    content = (
      <>
        <SignUpForm
          home={home}
          headingLevel={2}
          defaultEmail={email}
          birthDateRequired={site.brand.region === 'EMEA'}
          {...(today ? { today } : {})}
          onSignIn={() => setStep('signIn')}
          onSubmit={async (values) => {
            try {
              await credentialCalls.call('POST /consumers-v3/auth/signup', {
                query: { locale },
                body: await signUpBody(values, new URLSearchParams()),
              });
            } catch (error) {
              return accountProblem(error, country);
            }
            setWantsInterests(flags.collectInterests && values.newsletter);
            try {
              await signInWith(values.email, values.password, locale);
            } catch {
              // The account exists: signing in is offered again with the e-mail known.
              setEmail(values.email);
              setStep('signIn');
              return undefined;
            }
            setSignedInHere(true);
            await continueSignedIn(false);
            return undefined;
          }}
        />
        <BackButton onBack={() => setStep('lookup')} label={t('account.enroll.changeEmail')} />
      </>
    );
  else if (step === 'mobile')
    content = (
      <MobileStep
        defaultValues={{ phone: '' }}
        onSkip={() => setStep('profile')}
        onSubmit={(values) => {
          const phone = site3 ? (normalisePhone(values.phone, site3) ?? values.phone) : values.phone;
          return save({ consumerProfile: { consumerDetails: { phone } } }, 'profile');
        }}
      />
    );
  else if (step === 'profile')
    content = (
      <ProfileStep
        defaultValues={{ birthDate: profile?.consumerDetails.birthDate ?? '', postalCode: profile?.consumerDetails.postalCode ?? '' }}
        {...(today ? { today } : {})}
        onSkip={() => setStep(afterProfile)}
        onBack={profile?.consumerDetails.phone ? undefined : () => setStep('mobile')}
        onSubmit={(values) => {
          const postalCode = values.postalCode && site3 ? (normalisePostalCode(values.postalCode, site3) ?? values.postalCode) : values.postalCode;
          const details = { ...(values.birthDate ? { birthDate: values.birthDate } : {}), ...(postalCode ? { postalCode } : {}) };
          return save({ consumerProfile: { consumerDetails: details } }, afterProfile);
        }}
      />
    );
  else if (step === 'interests')
    content = (
      <InterestsForm
        defaultValues={interestsDefaults(profile)}
        onSkip={() => setStep('success')}
        onBack={() => setStep('profile')}
        onSubmit={(values) => save(interestsBody(values), 'success')}
      />
    );
  else
    content = (
      <div className="ts-enrollment__done">
        <h2 className="ts-account__title">{t('account.enroll.success.title')}</h2>
        <p className="ts-account__lead">{t(signedInHere || !signedIn ? 'account.enroll.success.lead' : 'account.enroll.success.saved')}</p>
        <div className="ts-account-form__actions">
          <a className="ts-button ts-button--primary ts-button--lg" href={`${home}/account`}>
            {t('account.enroll.success.toAccount')}
          </a>
          <button type="button" className="ts-button ts-button--secondary ts-button--lg" onClick={onClose}>
            {t('account.enroll.success.close')}
          </button>
        </div>
      </div>
    );

  return (
    <div ref={body} className="ts-enrollment">
      {content}
    </div>
  );
}

function BackButton({ onBack, label }: { onBack: () => void; label: string }) {
  return (
    <p className="ts-enrollment__back">
      <button type="button" className="ts-button ts-button--link" onClick={onBack}>
        {label}
      </button>
    </p>
  );
}
