import { emptyValue } from '../empty-value';
import { fieldId, useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldList } from './FieldList';
import { FieldNotes } from './FieldNotes';
import { useFieldMeta } from './use-field-meta';

/**
 * A discriminated union (a gallery's `filter`: by brand, streams, category or product): the choice of option, then that
 * option's own fields. Another choice starts that option afresh.
 */
export function VariantsField({ path, label, help, optional, value, model }: FieldProps<ModelOf<'variants'>>) {
  const { change, t, idBase } = useForm();
  const meta = useFieldMeta(path, help);
  const record = (typeof value === 'object' && value !== null ? value : undefined) as Record<string, unknown> | undefined;
  const tag = record?.[model.discriminator];
  const current = typeof tag === 'string' || typeof tag === 'number' || typeof tag === 'boolean' ? String(tag) : '';
  const option = model.options.find((o) => o.value === current);
  const selectId = fieldId(idBase, path, model.discriminator);
  return (
    <fieldset id={meta.id} tabIndex={-1} className="ts-inspector__group" aria-describedby={meta.describedBy}>
      <legend className="ts-inspector__legend">{label}</legend>
      <FieldNotes meta={meta} help={help} />
      <div className="ts-inspector__field">
        <label htmlFor={selectId} className="ts-inspector__label">
          {t('editor.inspector.union.kind')}
        </label>
        <select
          id={selectId}
          className="ts-inspector__input"
          value={current}
          onChange={(event) => {
            const chosen = model.options.find((o) => o.value === event.target.value);
            change(path, chosen ? emptyValue(chosen.schema) : undefined);
          }}
        >
          {!option ? <option value="">{t('editor.inspector.notSet')}</option> : null}
          {model.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.value}
            </option>
          ))}
        </select>
      </div>
      {option ? <FieldList schema={option.schema} path={path} value={record} omit={new Set([model.discriminator])} /> : null}
      {optional && record ? (
        <button type="button" className="ts-inspector__button ts-inspector__button--quiet" onClick={() => change(path, undefined)}>
          {t('editor.inspector.object.clear', { label })}
        </button>
      ) : null}
    </fieldset>
  );
}
