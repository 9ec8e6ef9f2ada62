import { fieldId, useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldNotes } from './FieldNotes';
import { useFieldMeta } from './use-field-meta';

/** Several values of a fixed set (`hideOnBreakpoint`): a group of checkboxes, kept in the set's order. */
export function ChoicesField({ path, label, help, optional, model, value }: FieldProps<ModelOf<'choices'>>) {
  const { change, idBase } = useForm();
  const meta = useFieldMeta(path, help);
  const chosen = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const toggle = (option: string, on: boolean) => {
    const next = model.options.filter((o) => (o === option ? on : chosen.includes(o)));
    change(path, next.length === 0 && optional ? undefined : next);
  };
  return (
    <fieldset className="ts-inspector__group ts-inspector__group--inline" aria-describedby={meta.describedBy}>
      <legend className="ts-inspector__label">{label}</legend>
      {model.options.map((option) => {
        const id = fieldId(idBase, path, option);
        return (
          <span key={option} className="ts-inspector__choice">
            <input id={id} type="checkbox" checked={chosen.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
            <label htmlFor={id}>{option}</label>
          </span>
        );
      })}
      <FieldNotes meta={meta} help={help} />
    </fieldset>
  );
}
