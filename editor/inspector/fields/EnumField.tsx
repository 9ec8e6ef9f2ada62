import { useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldNotes } from './FieldNotes';
import { useFieldMeta } from './use-field-meta';

/** One of a fixed set of values. An optional field without a default can be "not set" (inherited, where it inherits). */
export function EnumField({ path, label, help, optional, fallback, model, value, inherits }: FieldProps<ModelOf<'enum'>>) {
  const { change, t } = useForm();
  const meta = useFieldMeta(path, help);
  const current = typeof value === 'string' ? value : typeof fallback === 'string' ? fallback : '';
  const unset = optional && fallback === undefined;
  // A stored value the schema no longer lists stays visible (and invalid) rather than silently replaced.
  const options = current && !model.options.includes(current) ? [current, ...model.options] : model.options;
  return (
    <div className="ts-inspector__field">
      <label htmlFor={meta.id} className="ts-inspector__label">
        {label}
      </label>
      <select
        id={meta.id}
        className="ts-inspector__input"
        value={current}
        aria-invalid={meta.invalid || undefined}
        aria-describedby={meta.describedBy}
        onChange={(event) => change(path, event.target.value === '' ? undefined : event.target.value)}
      >
        {unset || current === '' ? <option value="">{t(inherits ? 'editor.inspector.inherit' : 'editor.inspector.notSet')}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldNotes meta={meta} help={help} />
    </div>
  );
}
