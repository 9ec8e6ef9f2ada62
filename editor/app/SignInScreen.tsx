import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { type AdminApi, describeAdminError, isApiError, type SignedInEditor } from '../api';
import * as errorIds from '../../schemas/error-ids';

export interface SignInScreenProps {
  readonly t: Translate;
  readonly api: Pick<AdminApi, 'signIn'>;
  readonly onSignedIn: (editor: SignedInEditor) => void;
}

/**
 * Editor sign-in: e-mail and password. A refusal is announced and names why in the editor's words (invalid
 * credentials, the last attempt before a wait, how many minutes to wait); focus goes to the field to correct.
 */
export function SignInScreen({ t, api, onSignedIn }: SignInScreenProps) {
  const id = useId();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<'email' | 'password' | null>(null);

  useEffect(() => email.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = email.current?.value.trim() ?? '';
    const secret = password.current?.value ?? '';
    if (!address || !secret) {
      setMissing(!address ? 'email' : 'password');
      setError(t(!address ? 'editor.signIn.emailRequired' : 'editor.signIn.passwordRequired'));
      (!address ? email : password).current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setMissing(null);
    api.signIn(address, secret).then(onSignedIn, (failure: unknown) => {
      setBusy(false);
      setError(describeAdminError(failure, t));
      if (password.current) password.current.value = '';
      // Waiting (or a locked account) needs no new password typed now; any other refusal does.
      (isApiError(failure) && (failure.errorId === errorIds.tooManySignIns || failure.errorId === errorIds.accountLocked)
        ? email
        : password
      ).current?.focus();
    });
  };

  return (
    <main className="ts-ed-signin">
      <form className="ts-ed-signin__card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="ts-ed-signin__title">
          {t('editor.signIn.title')}
        </h1>
        <p className="ts-ed-signin__lead">{t('editor.signIn.lead')}</p>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-email`}>{t('editor.signIn.email')}</label>
          <input
            ref={email}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={missing === 'email' || (error !== null && missing === null) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-password`}>{t('editor.signIn.password')}</label>
          <input
            ref={password}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={missing === 'password' || (error !== null && missing === null) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <p id={`${id}-error`} role="alert" className="ts-ed-note ts-ed-note--error">
          {error}
        </p>
        <button type="submit" className="ts-ed-button ts-ed-button--primary ts-ed-signin__submit" aria-disabled={busy || undefined}>
          {busy ? t('editor.signIn.signingIn') : t('editor.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
