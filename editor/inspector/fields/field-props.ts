import type { FieldModel } from '../field-model';
import type { Schema } from '../zod-introspection';

/** What every widget receives: where the field is, how it is labelled, its model and its current value. */
export interface FieldProps<M extends FieldModel = FieldModel> {
  /** The path from the form's root (`media.sm.url`): the key of its problems and of its edits. */
  readonly path: string;
  readonly label: string;
  readonly help?: string | undefined;
  /** May be left out: clearing the control removes the value. */
  readonly optional: boolean;
  /** What the block gets when the value is left out (shown as the value). */
  readonly fallback?: unknown;
  readonly schema: Schema;
  readonly model: M;
  readonly value: unknown;
  /** Inside a per-breakpoint value, where "not set" means "as the smaller breakpoint". */
  readonly inherits?: boolean;
}

export type ModelOf<K extends FieldModel['kind']> = Extract<FieldModel, { kind: K }>;
