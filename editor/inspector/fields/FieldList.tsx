import type { z } from 'zod';
import type { FieldHint } from '../../../block-registry';
import { type FieldEntry, fieldsOf } from '../field-model';
import { join } from '../form-context';
import { FieldView } from './FieldView';

interface FieldListProps {
  readonly schema: z.ZodObject;
  /** The object's path from the form's root ('' for the root). */
  readonly path: string;
  readonly value: unknown;
  readonly hints?: Readonly<Partial<Record<string, FieldHint>>>;
  /** Fields shown elsewhere (a container's tabs, a union's discriminator). */
  readonly omit?: ReadonlySet<string>;
  /** Only these entries (the form's groups). */
  readonly entries?: readonly FieldEntry[];
  readonly inherits?: boolean;
}

/** The fields of an object, one widget each, in the schema's order. */
export function FieldList({ schema, path, value, hints, omit, entries, inherits }: FieldListProps) {
  const object = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const shown = (entries ?? fieldsOf(schema, hints)).filter((entry) => !omit?.has(entry.name));
  return (
    <>
      {shown.map((entry) => (
        <FieldView
          key={entry.name}
          path={join(path, entry.name)}
          label={entry.label}
          help={entry.help}
          optional={entry.optional}
          fallback={entry.fallback}
          schema={entry.schema}
          model={entry.model}
          value={object[entry.name]}
          {...(inherits ? { inherits } : {})}
        />
      ))}
    </>
  );
}
