import { useState } from 'react';
import { useMessages, useRuntime } from '../../runtime/react';
import type { Navigate } from '../page/route-module';
import { EmployeeTerms } from '../employee/EmployeeTerms';
import { AccountLoading } from './AccountLoading';
import { AccountOverview } from './AccountOverview';
import { AccountShell } from './AccountShell';
import { AccountStatus } from './AccountAlert';
import { accountProblem } from './errors';
import { noticeKeys } from './notice-words';
import { pageQuery, siteRoot } from './page-query';
import { profileBody } from './profile-body';
import { sectionViews } from './section-views';
import { locateInAccount } from './sections';
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
 * `/{locale}/account` and its sections: a guest sees the sign-in form (account data is closed to guests, and signing
 * in here stays on the section asked for); a signed-in shopper the section the path names, in the account's shell. The session decides (`POST /fapi/session`'s tokenType), in the browser only: the server
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
  const location = locateInAccount(path) ?? { section: 'overview' };
  const [said, announce] = useState<string | undefined>(undefined);

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
  const View = sectionViews[location.section];
  const notices = <EmployeeTerms profile={profile.data.consumerProfile} root={home} />;
  if (View)
    return (
      <AccountShell
        profile={profile.data.consumerProfile}
        section={location.section}
        root={home}
        status={said ?? words}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
        focusTitle={notice !== null}
        notices={notices}
      >
        <View profile={profile.data.consumerProfile} locale={locale} root={home} item={location.item} navigate={navigate} announce={announce} />
      </AccountShell>
    );
  return (
    <AccountOverview
      profile={profile.data.consumerProfile}
      root={home}
      notice={words}
      notices={notices}
      focusTitle={notice !== null}
      birthDateRequired={birthDateRequired}
      signingOut={signOut.isPending}
      onSignOut={() => signOut.mutate()}
      onSaveProfile={(values) => attempt(country, () => update.mutateAsync(profileBody(values, country)))}
      onChangePassword={(values) => attempt(country, () => changePassword(values.currentPassword, values.newPassword))}
    />
  );
}
