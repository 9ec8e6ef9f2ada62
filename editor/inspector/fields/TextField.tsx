import { useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldNotes } from './FieldNotes';
import { useDraft } from './use-draft';
import { useFieldMeta } from './use-field-meta';

const inputType = { date: 'date', email: 'email', url: 'text' } as const;

/**
 * Text on one line or several. Every keystroke is committed (the canvas follows as you type) as part of one undo step
 * per burst; emptying an optional field removes it.
 */
export function TextField({ path, label, help, optional, fallback, model, value }: FieldProps<ModelOf<'text'>>) {
  const { change } = useForm();
  const meta = useFieldMeta(path, help);
  const external = typeof value === 'string' ? value : typeof fallback === 'string' ? fallback : '';
  const [draft, setDraft] = useDraft(external);
  const commit = (text: string) => {
    setDraft(text);
    change(path, text === '' && optional ? undefined : text, { typing: true });
  };
  const common = {
    id: meta.id,
    value: draft,
    'aria-invalid': meta.invalid || undefined,
    'aria-describedby': meta.describedBy,
    className: 'ts-inspector__input',
    ...(model.maxLength === undefined ? {} : { maxLength: model.maxLength }),
  };
  return (
    <div className="ts-inspector__field">
      <label htmlFor={meta.id} className="ts-inspector__label">
        {label}
      </label>
      {model.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => commit(event.target.value)} />
      ) : (
        <input
          {...common}
          type={model.format ? inputType[model.format] : 'text'}
          {...(model.format === 'url' ? { inputMode: 'url' as const, spellCheck: false } : {})}
          onChange={(event) => commit(event.target.value)}
        />
      )}
      <FieldNotes meta={meta} help={help} />
    </div>
  );
}
