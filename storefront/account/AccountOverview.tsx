import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../runtime/react';
import type { ConsumerProfile } from '../../schemas';
import { ProgrammeSpend } from '../employee/ProgrammeSpend';
import { spendBannerOf } from '../employee/spend-banner';
import { AccountShell } from './AccountShell';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { ChangePasswordValues, ProfileValues } from './form-rules';
import { profileDefaults } from './profile-body';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import type { SubmitAnswer } from './use-account-form';

export interface AccountOverviewProps {
  readonly profile: ConsumerProfile;
  /** The site's root the account's links start from (`/en-us`, `/pre/en-us`). */
  readonly root: string;
  /** Words to say once as the page opens (signed in, bag merged, account created), already translated. */
  readonly notice?: string | undefined;
  readonly birthDateRequired: boolean;
  readonly onSaveProfile: (values: ProfileValues) => SubmitAnswer;
  readonly onChangePassword: (values: ChangePasswordValues) => SubmitAnswer;
  readonly onSignOut: () => void;
  readonly signingOut?: boolean;
  /** Takes the focus to the greeting as the page opens (after a sign-in: the form the focus was in is gone). */
  readonly focusTitle?: boolean;
  /** Opens with the details' form (a story of it). */
  readonly editing?: boolean;
  readonly today?: () => Date;
  /** What the account asks of this shopper (an employee's discount terms), in the shell. */
  readonly notices?: ReactNode;
}

/**
 * A signed-in shopper's account: the greeting (the page's one h1), a list of its sections to jump to, the spend
 * banner of a programme's member (spec 000 §4's priority, `spendBannerOf`), the details
 * with their edit form, the password change, and sign-out. Sections are regions named by their h2, in reading
 * order, so a screen reader's headings and landmarks lists say the same.
 */
export function AccountOverview({
  profile,
  root,
  notice,
  birthDateRequired,
  onSaveProfile,
  onChangePassword,
  onSignOut,
  signingOut = false,
  focusTitle = false,
  editing: startEditing = false,
  today,
  notices,
}: AccountOverviewProps) {
  const t = useMessages();
  const id = useId();
  const [editing, setEditing] = useState(startEditing);
  const [saved, setSaved] = useState(0);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back where the shopper was once the form has closed: its button is gone, the one that opened it is there
  // again. An effect of the closing render, not a timer, so a busy machine cannot lose the focus in between.
  const refocusEdit = useRef(false);
  useEffect(() => {
    if (editing || !refocusEdit.current) return;
    refocusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);
  const details = profile.consumerDetails;
  const spend = spendBannerOf(details);
  const close = () => {
    refocusEdit.current = true;
    setEditing(false);
  };

  return (
    <AccountShell
      profile={profile}
      section="overview"
      root={root}
      status={saved > 0 ? t('account.profile.saved') : notice}
      onSignOut={onSignOut}
      signingOut={signingOut}
      focusTitle={focusTitle}
      notices={notices}
    >
      {spend ? <ProgrammeSpend banner={spend} /> : null}
      <section className="ts-account-section" id={`${id}-details`} aria-labelledby={`${id}-details-title`} tabIndex={-1}>
        <div className="ts-account-section__header">
          <h2 className="ts-account-section__title" id={`${id}-details-title`}>
            {t('account.profile.title')}
          </h2>
          {editing ? null : (
            <button
              ref={editButton}
              type="button"
              className="ts-button ts-button--secondary ts-button--md"
              aria-describedby={`${id}-details-title`}
              onClick={() => setEditing(true)}
            >
              {t('account.profile.edit')}
            </button>
          )}
        </div>
        {editing ? (
          <ProfileForm
            defaultValues={profileDefaults(profile)}
            birthDateRequired={birthDateRequired}
            {...(today ? { today } : {})}
            onCancel={close}
            onSubmit={async (values) => {
              const answer = await onSaveProfile(values);
              if (answer) return answer;
              setSaved((n) => n + 1);
              close();
              return undefined;
            }}
          />
        ) : (
          <ProfileDetails profile={profile} />
        )}
      </section>
      <div id={`${id}-password`} tabIndex={-1} className="ts-account__anchor">
        <ChangePasswordForm email={details.email} onSubmit={onChangePassword} />
      </div>
    </AccountShell>
  );
}
