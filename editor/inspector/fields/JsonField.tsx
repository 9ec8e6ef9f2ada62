import { useState } from 'react';
import { useForm } from '../form-context';
import type { FieldProps } from './field-props';
import { FieldNotes } from './FieldNotes';
import { useDraft } from './use-draft';
import { useFieldMeta } from './use-field-meta';

const show = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** A value the form has no widget for, as JSON: committed whenever the text parses, kept as typed while it does not. */
export function JsonField({ path, label, help, value }: FieldProps) {
  const { change, t } = useForm();
  const meta = useFieldMeta(path, help);
  const [draft, setDraft] = useDraft(show(value));
  const [unreadable, setUnreadable] = useState(false);
  const commit = (text: string) => {
    setDraft(text);
    if (text.trim() === '') {
      setUnreadable(false);
      change(path, undefined, { typing: true });
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      setUnreadable(false);
      change(path, parsed, { typing: true });
    } catch {
      setUnreadable(true);
    }
  };
  const local = unreadable ? { ...meta, invalid: true, messages: [t('editor.inspector.json.unreadable'), ...meta.messages] } : meta;
  const describedBy = [help ? meta.helpId : '', local.messages.length > 0 ? meta.issueId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ts-inspector__field">
      <label htmlFor={meta.id} className="ts-inspector__label">
        {label} <span className="ts-inspector__hint">JSON</span>
      </label>
      <textarea
        id={meta.id}
        className="ts-inspector__input ts-inspector__input--code"
        rows={4}
        spellCheck={false}
        value={draft}
        aria-invalid={local.invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => commit(event.target.value)}
      />
      <FieldNotes meta={local} help={help} />
    </div>
  );
}
