import { emptyValue } from '../empty-value';
import type { MessageKey } from '../../../runtime/core';
import { type FieldKind, modelOf } from '../field-model';
import { fieldId, useForm } from '../form-context';
import type { Schema } from '../zod-introspection';
import type { FieldProps, ModelOf } from './field-props';
import { FieldView } from './FieldView';

const kindWords: Readonly<Record<FieldKind, MessageKey>> = {
  text: 'editor.inspector.kind.text',
  richtext: 'editor.inspector.kind.text',
  color: 'editor.inspector.kind.color',
  number: 'editor.inspector.kind.number',
  boolean: 'editor.inspector.kind.boolean',
  enum: 'editor.inspector.kind.choice',
  choices: 'editor.inspector.kind.list',
  image: 'editor.inspector.kind.image',
  responsive: 'editor.inspector.kind.fields',
  object: 'editor.inspector.kind.fields',
  list: 'editor.inspector.kind.list',
  variants: 'editor.inspector.kind.fields',
  union: 'editor.inspector.kind.other',
  blocks: 'editor.inspector.kind.list',
  fixed: 'editor.inspector.kind.other',
  json: 'editor.inspector.kind.other',
};

/** Which option a value is: the first it satisfies, else the first of its shape (text for a string, fields for an object). */
function optionOf(options: readonly Schema[], value: unknown): number {
  const valid = options.findIndex((option) => option.safeParse(value).success);
  if (valid >= 0) return valid;
  const objectish = typeof value === 'object' && value !== null;
  const shaped = options.findIndex((option) => {
    const kind = modelOf(option).kind;
    return objectish ? kind === 'object' || kind === 'image' : kind !== 'object' && kind !== 'image';
  });
  return Math.max(shaped, 0);
}

/** A value of one of several shapes (an icon: a built-in one or a picture): which shape, then its widget. */
export function UnionField(props: FieldProps<ModelOf<'union'>>) {
  const { path, label, model, value } = props;
  const { change, t, idBase } = useForm();
  const at = optionOf(model.options, value);
  const option = model.options[at];
  const selectId = fieldId(idBase, path, 'kind');
  return (
    <div className="ts-inspector__union">
      <div className="ts-inspector__field">
        <label htmlFor={selectId} className="ts-inspector__label">
          {t('editor.inspector.union.kindOf', { label })}
        </label>
        <select
          id={selectId}
          className="ts-inspector__input"
          value={String(at)}
          onChange={(event) => {
            const chosen = model.options[Number(event.target.value)];
            if (chosen) change(path, emptyValue(chosen));
          }}
        >
          {model.options.map((o, i) => (
            <option key={i} value={i}>
              {t(kindWords[modelOf(o).kind])}
            </option>
          ))}
        </select>
      </div>
      {option ? <FieldView {...props} schema={option} model={modelOf(option)} /> : null}
    </div>
  );
}
