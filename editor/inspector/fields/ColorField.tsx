import { useForm } from '../form-context';
import type { FieldProps } from './field-props';
import { FieldNotes } from './FieldNotes';
import { useDraft } from './use-draft';
import { useFieldMeta } from './use-field-meta';

/** `#abc` → `#aabbcc`; the picker only speaks six-digit hex. */
function asPickerValue(text: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(text) ? text.toLowerCase() : '#000000';
}

/**
 * A CSS colour: the text holds any value the schema takes (`#hex`, `rgb()`, `hsl()`, `transparent`), the picker beside it
 * sets a hex one.
 */
export function ColorField({ path, label, help, optional, value }: FieldProps) {
  const { change, t } = useForm();
  const meta = useFieldMeta(path, help);
  const external = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useDraft(external);
  const commit = (text: string, typing: boolean) => {
    setDraft(text);
    change(path, text === '' && optional ? undefined : text, { typing });
  };
  return (
    <div className="ts-inspector__field">
      <label htmlFor={meta.id} className="ts-inspector__label">
        {label}
      </label>
      <span className="ts-inspector__color">
        <input
          type="color"
          className="ts-inspector__color-picker"
          value={asPickerValue(draft)}
          aria-label={t('editor.inspector.color.pick', { label })}
          onChange={(event) => commit(event.target.value, true)}
        />
        <input
          id={meta.id}
          className="ts-inspector__input"
          type="text"
          spellCheck={false}
          value={draft}
          placeholder="#1f3d2b"
          aria-invalid={meta.invalid || undefined}
          aria-describedby={meta.describedBy}
          onChange={(event) => commit(event.target.value, true)}
        />
      </span>
      <FieldNotes meta={meta} help={help} />
    </div>
  );
}
