import type { FieldProps, ModelOf } from './field-props';
import { useFieldMeta } from './use-field-meta';

/** A value the schema fixes (a literal): shown, never edited. */
export function FixedField({ path, label, model }: FieldProps<ModelOf<'fixed'>>) {
  const meta = useFieldMeta(path);
  return (
    <div className="ts-inspector__field ts-inspector__field--fixed">
      <span id={meta.id} className="ts-inspector__label">
        {label}
      </span>
      <output aria-labelledby={meta.id} className="ts-inspector__fixed">
        {String(model.value ?? '')}
      </output>
    </div>
  );
}
