import { useForm } from '../form-context';
import type { FieldProps } from './field-props';
import { useFieldMeta } from './use-field-meta';

/** A child slot: its blocks are added, arranged and edited in the outline, so the form only counts them. */
export function BlocksNote({ path, label, help, value }: FieldProps) {
  const { t } = useForm();
  const meta = useFieldMeta(path, help);
  const count = Array.isArray(value) ? value.length : 0;
  return (
    <div className="ts-inspector__field ts-inspector__field--note">
      <span className="ts-inspector__label">{label}</span>
      <p className="ts-inspector__note">{t('editor.inspector.blocks.note', { count })}</p>
      {meta.messages.length > 0 ? <p className="ts-inspector__issue">{meta.messages.join(' · ')}</p> : null}
    </div>
  );
}
