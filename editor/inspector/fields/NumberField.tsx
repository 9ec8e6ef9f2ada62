import { useState } from 'react';
import { useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldNotes } from './FieldNotes';
import { useDraft } from './use-draft';
import { useFieldMeta } from './use-field-meta';

/** A number; what is typed stays in the field while it is not yet a number (`-`, `1.`), with a note. */
export function NumberField({ path, label, help, fallback, model, value }: FieldProps<ModelOf<'number'>>) {
  const { change, t } = useForm();
  const meta = useFieldMeta(path, help);
  const shown = typeof value === 'number' ? value : typeof fallback === 'number' ? fallback : undefined;
  const [draft, setDraft] = useDraft(shown === undefined ? '' : String(shown));
  const [unreadable, setUnreadable] = useState(false);
  const commit = (text: string) => {
    setDraft(text);
    const trimmed = text.trim();
    if (trimmed === '') {
      setUnreadable(false);
      // Emptied: left out (a required number then shows its problem; drafts may hold one).
      change(path, undefined, { typing: true });
      return;
    }
    const number = Number(trimmed);
    setUnreadable(!Number.isFinite(number));
    if (Number.isFinite(number)) change(path, number, { typing: true });
  };
  const local = unreadable ? { ...meta, invalid: true, messages: [t('editor.inspector.number.unreadable'), ...meta.messages] } : meta;
  const describedBy = [help ? meta.helpId : '', local.messages.length > 0 ? meta.issueId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ts-inspector__field">
      <label htmlFor={meta.id} className="ts-inspector__label">
        {label}
      </label>
      <input
        id={meta.id}
        className="ts-inspector__input ts-inspector__input--number"
        type="text"
        inputMode={model.integer && (model.min ?? -1) >= 0 ? 'numeric' : 'decimal'}
        value={draft}
        aria-invalid={local.invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => commit(event.target.value)}
      />
      <FieldNotes meta={local} help={help} />
    </div>
  );
}
