import { useState } from 'react';
import { useRuntime } from '../../runtime/react';
import { credentialCalls } from '../commerce';
import type { Navigate } from '../page/route-module';
import { captchaToken } from './captcha';
import { accountProblem } from './errors';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { pageQuery, siteRoot } from './page-query';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useAccountNotice } from './use-account';

export interface PasswordFlowProps {
  readonly locale: string;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}

export interface ForgotPasswordFlowProps extends PasswordFlowProps {
  /** 2 in a dialog (the enrollment's). */
  readonly headingLevel?: 1 | 2;
}

/** `/{locale}/forgot-password`: asks for a reset link, then says to check the inbox (never whether the account exists). */
export function ForgotPasswordFlow({ locale, path, headingLevel = 1 }: ForgotPasswordFlowProps) {
  const { site } = useRuntime();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  return (
    <div className="ts-account ts-account--narrow">
      <ForgotPasswordForm
        home={siteRoot(locale, path)}
        headingLevel={headingLevel}
        sentTo={sentTo}
        defaultEmail={pageQuery(path).get('email') ?? ''}
        onSubmit={async ({ email }) => {
          try {
            await credentialCalls.call('POST /consumers-v3/confirmforgotpassword', {
              query: { locale },
              body: { email, recaptcha_response: await captchaToken('forgot') },
            });
          } catch (error) {
            return accountProblem(error, site.locale.country);
          }
          setSentTo(email);
          return undefined;
        }}
      />
    </div>
  );
}

/** The shortest token a reset link carries (the contract's): anything shorter is a broken link, refused before asking. */
const TOKEN_MIN = 16;

/**
 * `/{locale}/reset-password?token=…`: a new password for the link's account; an expired or used link (AUT402) leads to
 * a new one; done, the shopper signs in with it on the account page, which says the password changed.
 */
export function ResetPasswordFlow({ locale, path, navigate }: PasswordFlowProps) {
  const { site } = useRuntime();
  const [, setNotice] = useAccountNotice();
  const token = pageQuery(path).get('token') ?? '';
  const home = siteRoot(locale, path);
  return (
    <div className="ts-account ts-account--narrow">
      <ResetPasswordForm
        home={home}
        expired={token.length < TOKEN_MIN}
        onSubmit={async ({ newPassword }) => {
          try {
            await credentialCalls.call('POST /consumers-v3/consumer/resetpassword', { body: { token, newPassword } });
          } catch (error) {
            return accountProblem(error, site.locale.country);
          }
          setNotice('passwordReset');
          navigate?.(`${home}/account`, { replace: true });
          return undefined;
        }}
      />
    </div>
  );
}
