import '../styles/enrollment.css';
import { useEffect, useRef, useState } from 'react';
import { AccountDialog } from '../../block-registry';
import { useMessages, useRuntime } from '../../runtime/react';
import type { ConsumerProfile } from '../../schemas';
import { accountProblem } from '../account/errors';
import { updateProfile } from './enrollment-calls';
import { InterestsForm, interestsBody, interestsDefaults } from './InterestsForm';

export interface InterestsDialogProps {
  readonly open: boolean;
  /** Saved (with the profile as saved), skipped or closed: the sign-up goes on to the account. */
  readonly onDone: (saved?: ConsumerProfile) => void;
}

/**
 * Spec 000 §5's optional interests dialog after a sign-up: the interests and the preferred shoe size, saved with
 * `PUT /consumers-v3/consumer/profile`. Its heading takes the focus as it opens; Escape or "Skip for now" go on.
 */
export function InterestsDialog({ open, onDone }: InterestsDialogProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const locale = site.locale.locale;
  const body = useRef<HTMLDivElement>(null);
  const [defaults] = useState(() => interestsDefaults(null));
  useEffect(() => {
    if (!open) return;
    const heading = body.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    // As the dialog first opens, showModal() focuses its autofocus element: the heading, not the close button.
    heading.autofocus = true;
    heading.focus();
  }, [open]);
  return (
    <AccountDialog open={open} label={t('account.enroll.interestsDialog')} onClose={() => onDone()}>
      <div ref={body} className="ts-enrollment">
        <InterestsForm
          defaultValues={defaults}
          onSkip={() => onDone()}
          onSubmit={async (values) => {
            let saved: ConsumerProfile;
            try {
              saved = await updateProfile(locale, interestsBody(values));
            } catch (error) {
              return accountProblem(error, site.locale.country);
            }
            onDone(saved);
            return undefined;
          }}
        />
      </div>
    </AccountDialog>
  );
}
