import { useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldNotes } from './FieldNotes';
import { useFieldMeta } from './use-field-meta';

/**
 * Yes or no: a switch. Inside a per-breakpoint value, where "not set" inherits the smaller breakpoint's value, a
 * choice of three (not set, yes, no) instead.
 */
export function BooleanField({ path, label, help, fallback, value, inherits }: FieldProps<ModelOf<'boolean'>>) {
  const { change, t } = useForm();
  const meta = useFieldMeta(path, help);
  if (inherits) {
    const current = value === true ? 'yes' : value === false ? 'no' : '';
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
          onChange={(event) => change(path, event.target.value === '' ? undefined : event.target.value === 'yes')}
        >
          <option value="">{t('editor.inspector.inherit')}</option>
          <option value="yes">{t('editor.inspector.yes')}</option>
          <option value="no">{t('editor.inspector.no')}</option>
        </select>
        <FieldNotes meta={meta} help={help} />
      </div>
    );
  }
  const checked = typeof value === 'boolean' ? value : fallback === true;
  return (
    <div className="ts-inspector__field ts-inspector__field--switch">
      <input
        id={meta.id}
        type="checkbox"
        role="switch"
        className="ts-inspector__switch"
        checked={checked}
        aria-invalid={meta.invalid || undefined}
        aria-describedby={meta.describedBy}
        onChange={(event) => change(path, event.target.checked)}
      />
      <label htmlFor={meta.id} className="ts-inspector__label">
        {label}
      </label>
      <FieldNotes meta={meta} help={help} />
    </div>
  );
}
