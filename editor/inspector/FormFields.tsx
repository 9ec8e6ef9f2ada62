import type { z } from 'zod';
import type { FieldHint } from '../../block-registry';
import { commonBlockFields } from '../../schemas';
import { type FieldEntry, fieldsOf } from './field-model';
import { useForm } from './form-context';
import { FieldList } from './fields/FieldList';

const COMMON: ReadonlySet<string> = new Set(Object.keys(commonBlockFields));

interface FormFieldsProps {
  readonly schema: z.ZodObject;
  readonly value: unknown;
  readonly hints?: Readonly<Partial<Record<string, FieldHint>>> | undefined;
  /** Fields shown elsewhere (a container's tabs). */
  readonly omit?: ReadonlySet<string>;
}

/** Whether an entry's field holds a value or a problem (its group then starts open). */
function inUse(entries: readonly FieldEntry[], value: Record<string, unknown>, issues: ReadonlyMap<string, unknown>): boolean {
  const paths = [...issues.keys()];
  return entries.some((entry) => value[entry.name] !== undefined || paths.some((path) => path === entry.name || path.startsWith(`${entry.name}.`)));
}

/**
 * The fields of a form's root object in two groups: the block's own fields and those its definition labels first, then
 * the other common block fields (spec 001 §3) under "More fields", open when one of them is set or has a problem.
 */
export function FormFields({ schema, value, hints, omit }: FormFieldsProps) {
  const { t, issues } = useForm();
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const all = fieldsOf(schema, hints).filter((entry) => !omit?.has(entry.name));
  const main = all.filter((entry) => hints?.[entry.name] !== undefined || !COMMON.has(entry.name));
  const more = all.filter((entry) => !main.includes(entry));
  return (
    <>
      <FieldList schema={schema} path="" value={record} entries={main} />
      {more.length > 0 ? (
        <details className="ts-inspector__more" open={inUse(more, record, issues) || main.length === 0}>
          <summary className="ts-inspector__more-summary">{t('editor.inspector.moreFields', { count: more.length })}</summary>
          <FieldList schema={schema} path="" value={record} entries={more} />
        </details>
      ) : null}
    </>
  );
}

/** A problem's path in the form's words: the field's label, then items counted from 1 (`targets.0.url` → "Buttons › 1 › url"). */
export function pathLabel(schema: z.ZodObject, hints?: Readonly<Partial<Record<string, FieldHint>>>) {
  const labels = new Map(fieldsOf(schema, hints).map((entry) => [entry.name, entry.label]));
  return (path: string): string => {
    const [head = '', ...rest] = path.split('.');
    const parts = [labels.get(head) ?? head, ...rest.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))];
    return parts.join(' › ');
  };
}
