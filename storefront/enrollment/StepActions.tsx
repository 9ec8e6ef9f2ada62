import { useMessages } from '../../runtime/react';
import { SubmitButton } from '../checkout/FormField';

export interface StepActionsProps {
  readonly pending: boolean;
  readonly label: string;
  readonly pendingLabel: string;
  /** "Skip for now": the step is optional (spec 000 §2's mobile, profile and interests steps). */
  readonly onSkip?: (() => void) | undefined;
  readonly onBack?: (() => void) | undefined;
}

/** A step's buttons: its submit, then skip, then back. */
export function StepActions({ pending, label, pendingLabel, onSkip, onBack }: StepActionsProps) {
  const t = useMessages();
  return (
    <div className="ts-account-form__actions">
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
      {onSkip ? (
        <button type="button" className="ts-button ts-button--secondary ts-button--lg" onClick={onSkip}>
          {t('account.enroll.skip')}
        </button>
      ) : null}
      {onBack ? (
        <button type="button" className="ts-button ts-button--link" onClick={onBack}>
          {t('account.enroll.back')}
        </button>
      ) : null}
    </div>
  );
}
