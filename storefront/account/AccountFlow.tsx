import { useMessages, useRuntime } from '../../runtime/react';
import type { Navigate } from '../page/route-module';
import { AccountLoading } from './AccountLoading';
import { AccountOverview } from './AccountOverview';
import { AccountStatus } from './AccountAlert';
import { accountProblem } from './errors';
import { noticeKeys } from './notice-words';
import { pageQuery, siteRoot } from './page-query';
import { profileBody } from './profile-body';
import { SignInForm } from './SignInForm';
import { changePassword, useProfile, useSession, useSignIn, useSignOut, useUpdateProfile } from './use-account';
import { useNoticeOnce } from './use-notice-once';

export interface AccountFlowProps {
  readonly locale: string;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}

/** Runs an account call for a form: nothing when it went through, else its problem in the form's terms. */
const attempt = async (country: string, call: () => Promise<unknown>) => {
  try {
    await call();
    return undefined;
  } catch (error) {
    return accountProblem(error, country);
  }
};

/**
 * `/{locale}/account`: a guest sees the sign-in form (account data is closed to guests); a signed-in shopper the
 * overview of their account. The session decides (`POST /fapi/session`'s tokenType), in the browser only: the server
 * renders the loading state, so the page never holds one shopper's data in HTML.
 */
export function AccountFlow({ locale, path, navigate }: AccountFlowProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const country = site.locale.country;
  const home = siteRoot(locale, path);
  const session = useSession();
  const registered = session.data?.tokenType === 'Registered';
  const profile = useProfile(locale, registered);
  const signIn = useSignIn(locale);
  const signOut = useSignOut(path, navigate);
  const update = useUpdateProfile(locale);
  const notice = useNoticeOnce();
  const words = notice ? t(noticeKeys[notice]) : undefined;
  const birthDateRequired = site.brand.region === 'EMEA';

  if (session.isPending || (registered && profile.isPending)) return <AccountLoading />;
  if (session.isError || profile.isError)
    return (
      <div className="ts-account">
        <h1 className="ts-account__title">{t('account.title')}</h1>
        <p className="ts-account__lead" role="alert">
          {t('account.error.generic')}
        </p>
        <button
          type="button"
          className="ts-button ts-button--primary ts-button--md"
          onClick={() => void (session.isError ? session.refetch() : profile.refetch())}
        >
          {t('account.retry')}
        </button>
      </div>
    );
  if (!registered || !profile.data)
    return (
      <div className="ts-account ts-account--narrow">
        <AccountStatus message={words} />
        <SignInForm
          home={home}
          defaultEmail={pageQuery(path).get('email') ?? ''}
          onSubmit={(values) => attempt(country, () => signIn.mutateAsync(values))}
        />
      </div>
    );
  return (
    <AccountOverview
      profile={profile.data.consumerProfile}
      notice={words}
      focusTitle={notice !== null}
      birthDateRequired={birthDateRequired}
      signingOut={signOut.isPending}
      onSignOut={() => signOut.mutate()}
      onSaveProfile={(values) => attempt(country, () => update.mutateAsync(profileBody(values, country)))}
      onChangePassword={(values) => attempt(country, () => changePassword(values.currentPassword, values.newPassword))}
    />
  );
}
