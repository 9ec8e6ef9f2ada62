import { useId, useRef, useState } from 'react';
import { useModalDialog } from '../../block-registry';
import { useMessages } from '../../runtime/react';
import { acceptAll, consentCategories, type ConsentCategory, type ConsentChoice } from './consent-cookie';

export interface ConsentSettingsProps {
  readonly open: boolean;
  /** The answer kept so far, or none: the switches start from it (all optional ones off when there is none). */
  readonly choice: ConsentChoice | null;
  readonly onSave: (choice: ConsentChoice) => void;
  readonly onClose: () => void;
}

const words = {
  required: { name: 'consent.required.name', text: 'consent.required.text' },
  performance: { name: 'consent.performance.name', text: 'consent.performance.text' },
  functional: { name: 'consent.functional.name', text: 'consent.functional.text' },
  targeting: { name: 'consent.targeting.name', text: 'consent.targeting.text' },
} as const satisfies Record<ConsentCategory, { name: string; text: string }>;

const nothingOptional: ConsentChoice = { required: true, performance: false, functional: false, targeting: false };

/** The choices inside the dialog: kept while it is open, started again from the kept answer each time it opens. */
function ConsentChoices({ choice, onSave }: Pick<ConsentSettingsProps, 'choice' | 'onSave'>) {
  const t = useMessages();
  const id = useId();
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? nothingOptional);
  return (
    <form
      className="ts-consent-settings__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <ul className="ts-consent-settings__list">
        {consentCategories.map((category) => (
          <li key={category} className="ts-consent-settings__item">
            <input
              id={`${id}-${category}`}
              type="checkbox"
              role="switch"
              className="ts-consent-settings__switch"
              checked={category === 'required' || draft[category]}
              disabled={category === 'required'}
              aria-describedby={`${id}-${category}-text`}
              onChange={(event) => setDraft((d) => ({ ...d, [category]: event.target.checked }))}
            />
            <label htmlFor={`${id}-${category}`} className="ts-consent-settings__name">
              {t(words[category].name)}
            </label>
            <p id={`${id}-${category}-text`} className="ts-consent-settings__text">
              {t(words[category].text)}
            </p>
          </li>
        ))}
      </ul>
      <div className="ts-consent__actions">
        <button type="submit" className="ts-button ts-button--secondary ts-button--md">
          {t('consent.save')}
        </button>
        <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={() => onSave(acceptAll)}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </form>
  );
}

/**
 * The consent settings (issue 24 §4): a modal dialog with a switch per category, C0001 always on. Escape or the
 * close button leave the kept answer as it was; the browser returns the focus to what opened it.
 */
export function ConsentSettings({ open, choice, onSave, onClose }: ConsentSettingsProps) {
  const t = useMessages();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalDialog(ref, open);
  return (
    <dialog ref={ref} className="ts-consent-settings" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onClose={onClose}>
      <div className="ts-consent-settings__head">
        <h2 className="ts-consent-settings__title" id={`${id}-title`}>
          {t('consent.settings')}
        </h2>
        <button type="button" className="ts-icon-button" aria-label={t('consent.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="ts-consent-settings__intro" id={`${id}-intro`}>
        {t('consent.dialog.intro')}
      </p>
      {open ? <ConsentChoices choice={choice} onSave={onSave} /> : null}
    </dialog>
  );
}
