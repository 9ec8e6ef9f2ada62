import { useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldList } from './FieldList';
import { FieldNotes } from './FieldNotes';
import { useFieldMeta } from './use-field-meta';

/**
 * A group of fields (`colours`, `caption`, `eyebrow`): a fieldset of its fields. Setting one of them creates the group;
 * an optional group that is set can be cleared whole.
 */
export function ObjectField({ path, label, help, optional, value, model, inherits }: FieldProps<ModelOf<'object'>>) {
  const { change, t } = useForm();
  const meta = useFieldMeta(path, help);
  const isSet = typeof value === 'object' && value !== null;
  return (
    <fieldset id={meta.id} tabIndex={-1} className="ts-inspector__group" aria-describedby={meta.describedBy}>
      <legend className="ts-inspector__legend">{label}</legend>
      <FieldNotes meta={meta} help={help} />
      <FieldList schema={model.schema} path={path} value={value} {...(inherits ? { inherits } : {})} />
      {optional && isSet ? (
        <button type="button" className="ts-inspector__button ts-inspector__button--quiet" onClick={() => change(path, undefined)}>
          {t('editor.inspector.object.clear', { label })}
        </button>
      ) : null}
    </fieldset>
  );
}
