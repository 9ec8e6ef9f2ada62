import { useEffect, useRef, type ReactNode } from 'react';
import { SmartLink, useMessages } from '../../runtime/react';
import type { ConsumerProfile } from '../../schemas';
import { AccountStatus } from './AccountAlert';
import { accountSections, sectionPath, type AccountSectionId } from './sections';

export interface AccountShellProps {
  readonly profile: ConsumerProfile;
  readonly section: AccountSectionId;
  /** The site's root the sections' links start from (`/en-us`, `/pre/en-us`). */
  readonly root: string;
  /** Words to say as the page opens or after a change, already translated. */
  readonly status?: string | undefined;
  readonly onSignOut: () => void;
  readonly signingOut?: boolean;
  /** Takes the focus to the greeting as the page opens (after a sign-in: the form the focus was in is gone). */
  readonly focusTitle?: boolean;
  /** What the account asks of this shopper beside any section (an employee's discount terms). */
  readonly notices?: ReactNode;
  readonly children: ReactNode;
}

/**
 * What every page of the account shares: the greeting (the page's one h1), sign-out, the status line, and the list
 * of sections with the current one marked, so a screen reader's landmarks list names where the shopper is.
 */
export function AccountShell({
  profile,
  section,
  root,
  status,
  onSignOut,
  signingOut = false,
  focusTitle = false,
  notices,
  children,
}: AccountShellProps) {
  const t = useMessages();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const details = profile.consumerDetails;
  return (
    <div className="ts-account ts-account--overview">
      <div className="ts-account__header">
        <div>
          <h1 className="ts-account__title" ref={title} tabIndex={-1}>
            {details.firstName ? t('account.overview.greeting', { name: details.firstName }) : t('account.overview.title')}
          </h1>
          <p className="ts-account__lead">{t('account.overview.signedInAs', { email: details.email })}</p>
        </div>
        <button
          type="button"
          className="ts-button ts-button--secondary ts-button--md ts-account__sign-out"
          aria-disabled={signingOut || undefined}
          onClick={() => {
            if (!signingOut) onSignOut();
          }}
        >
          {signingOut ? t('account.signOut.pending') : t('account.signOut.button')}
        </button>
      </div>
      <AccountStatus message={status} />
      {notices}
      <nav className="ts-account__nav" aria-label={t('account.overview.sections')}>
        <ul>
          {accountSections.map((entry) => (
            <li key={entry.id}>
              <SmartLink href={sectionPath(root, entry.id)} aria-current={entry.id === section ? 'page' : undefined}>
                {t(entry.label)}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
