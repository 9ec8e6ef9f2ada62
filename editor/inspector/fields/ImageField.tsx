import type { FieldProps, ModelOf } from './field-props';
import { FieldList } from './FieldList';
import { FieldNotes } from './FieldNotes';
import { useFieldMeta } from './use-field-meta';

/** A picture: its address, alternative text and size, with a thumbnail of what the address shows. */
export function ImageField({ path, label, help, value, model }: FieldProps<ModelOf<'image'>>) {
  const meta = useFieldMeta(path, help);
  const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : undefined;
  const src = typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : undefined;
  return (
    <fieldset id={meta.id} tabIndex={-1} className="ts-inspector__group ts-inspector__group--image" aria-describedby={meta.describedBy}>
      <legend className="ts-inspector__legend">{label}</legend>
      <FieldNotes meta={meta} help={help} />
      {/* The thumbnail repeats what the fields say: decorative. */}
      {src ? <img className="ts-inspector__thumb" src={src} alt="" loading="lazy" decoding="async" /> : null}
      <FieldList schema={model.schema} path={path} value={value} />
    </fieldset>
  );
}
