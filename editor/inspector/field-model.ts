import { z } from 'zod';
import type { FieldHint } from '../../block-registry';
import { HTML_FIELDS } from '../../runtime/core';
import { colorSchema, storedBlockSchema, targetSchema } from '../../schemas';
import { humanize } from './humanize';
import { isImage, isPerBreakpoint, literalValue, numberFacts, type Schema, shapeOf, stringFacts, unwrap } from './zod-introspection';

/**
 * The widget a field gets, read from its schema (and the block definition's hint). Nested parts (an object's fields,
 * a list's items) are read when the form shows them, through `fieldsOf` and `modelOf`: a recursive schema (the mega
 * menu's columns) is read only as deep as its data goes.
 */
export type FieldModel =
  | {
      readonly kind: 'text';
      readonly multiline: boolean;
      readonly format?: 'url' | 'date' | 'email';
      readonly minLength?: number;
      readonly maxLength?: number;
    }
  | { readonly kind: 'richtext' }
  | { readonly kind: 'color' }
  | { readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly options: readonly string[] }
  /** A list of values from a fixed set (`hideOnBreakpoint`): a group of checkboxes. */
  | { readonly kind: 'choices'; readonly options: readonly string[] }
  | { readonly kind: 'image'; readonly schema: z.ZodObject }
  /** A value per breakpoint (`{ sm, md, lg }`), each inheriting from the smaller one when unset. */
  | { readonly kind: 'responsive'; readonly value: Schema }
  | { readonly kind: 'object'; readonly schema: z.ZodObject }
  | { readonly kind: 'list'; readonly item: Schema; readonly targets: boolean }
  /** A discriminated union (`{ by: 'brand' } | { by: 'streams', streamIds }`): a choice, then that option's fields. */
  | {
      readonly kind: 'variants';
      readonly discriminator: string;
      readonly options: readonly { readonly value: string; readonly schema: z.ZodObject }[];
    }
  | { readonly kind: 'union'; readonly options: readonly Schema[] }
  /** Child blocks: arranged in the outline, not here. */
  | { readonly kind: 'blocks' }
  /** A literal (a block's `type`): shown, not edited. */
  | { readonly kind: 'fixed'; readonly value: string | number | boolean | undefined }
  /** Anything else, edited as JSON. */
  | { readonly kind: 'json' };

export type FieldKind = FieldModel['kind'];

/** One field of an object as the form shows it. */
export interface FieldEntry {
  readonly name: string;
  readonly label: string;
  readonly help?: string;
  /** May be left out (optional, or defaulted). */
  readonly optional: boolean;
  /** What the block gets when the field is left out. */
  readonly fallback?: unknown;
  readonly schema: Schema;
  readonly model: FieldModel;
}

const models = new WeakMap<Schema, FieldModel>();

/** String formats with an input of their own (a date picker, an e-mail keyboard, a link). */
const isTextFormat = (format: string | undefined): format is 'url' | 'date' | 'email' => format === 'date' || format === 'email' || format === 'url';

/** The widget of a schema without hints (memoized: the same schema always maps to the same model). */
export function modelOf(schema: Schema): FieldModel {
  let model = models.get(schema);
  if (!model) {
    model = readModel(unwrap(schema).schema);
    models.set(schema, model);
  }
  return model;
}

function readModel(schema: Schema): FieldModel {
  if (schema === colorSchema) return { kind: 'color' };
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    const { format, ...bounds } = stringFacts(schema);
    const known = isTextFormat(format) ? { format } : {};
    return { kind: 'text', multiline: false, ...bounds, ...known };
  }
  if (schema instanceof z.ZodNumber) return { kind: 'number', ...numberFacts(schema) };
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (schema instanceof z.ZodEnum) return { kind: 'enum', options: schema.options.map(String) };
  if (schema instanceof z.ZodLiteral) return { kind: 'fixed', value: literalValue(schema) };
  if (schema instanceof z.ZodArray) {
    const element = unwrap(schema.element as Schema).schema;
    if (schema.element === storedBlockSchema || element === storedBlockSchema) return { kind: 'blocks' };
    if (element instanceof z.ZodEnum) return { kind: 'choices', options: element.options.map(String) };
    return { kind: 'list', item: schema.element as Schema, targets: element === targetSchema };
  }
  if (isPerBreakpoint(schema)) {
    const sm = (schema.shape as Record<string, Schema>).sm as Schema;
    return { kind: 'responsive', value: unwrap(sm).schema };
  }
  if (isImage(schema)) return { kind: 'image', schema };
  if (schema instanceof z.ZodObject) return { kind: 'object', schema };
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const discriminator = schema.def.discriminator;
    const options = (schema.options as readonly Schema[]).flatMap((option) => {
      const object = unwrap(option).schema;
      if (!(object instanceof z.ZodObject)) return [];
      const tag = unwrap((object.shape as Record<string, Schema>)[discriminator] as Schema).schema;
      const value = tag instanceof z.ZodLiteral ? literalValue(tag) : undefined;
      return value === undefined ? [] : [{ value: String(value), schema: object }];
    });
    return options.length > 0 ? { kind: 'variants', discriminator, options } : { kind: 'json' };
  }
  if (schema instanceof z.ZodUnion) return { kind: 'union', options: schema.options as readonly Schema[] };
  return { kind: 'json' };
}

/** A hint's widget, where it fits the schema: a string shown as a text area, rich text, a colour or a link. */
function withHint(model: FieldModel, name: string, hint: FieldHint | undefined): FieldModel {
  const widget = hint?.widget;
  if (widget === 'blocks') return { kind: 'blocks' };
  if (model.kind !== 'text') return model;
  if (widget === 'richtext' || (widget === undefined && HTML_FIELDS.has(name))) return { kind: 'richtext' };
  if (widget === 'textarea') return { ...model, multiline: true };
  if (widget === 'color') return { kind: 'color' };
  if (widget === 'url') return { ...model, format: 'url' };
  return model;
}

/** A block's identity (its string `id`, its literal `type`) is never a form field. */
const isIdentity = (name: string, schema: Schema): boolean =>
  (name === 'id' && (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat)) || (name === 'type' && schema instanceof z.ZodLiteral);

const NO_HINTS: Readonly<Partial<Record<string, FieldHint>>> = {};
/** Entries by schema, then by hints object (a definition's `fields` is one object for the app's life). */
const entries = new WeakMap<z.ZodObject, WeakMap<object, readonly FieldEntry[]>>();

/**
 * The fields of an object schema as the form shows them, in the schema's order: labelled by the hint or the field's
 * name, hidden ones and the identity left out.
 */
export function fieldsOf(schema: z.ZodObject, hints: Readonly<Partial<Record<string, FieldHint>>> = NO_HINTS): readonly FieldEntry[] {
  const bySchema = entries.get(schema) ?? new WeakMap<object, readonly FieldEntry[]>();
  entries.set(schema, bySchema);
  const known = bySchema.get(hints);
  if (known) return known;
  const fields = shapeOf(schema).flatMap(([name, field]): FieldEntry[] => {
    const hint = hints[name];
    const { schema: inner, optional, ...rest } = unwrap(field);
    if (hint?.hidden || isIdentity(name, inner)) return [];
    return [
      {
        name,
        label: hint?.label ?? humanize(name),
        ...(hint?.help ? { help: hint.help } : {}),
        optional,
        ...('fallback' in rest ? { fallback: rest.fallback } : {}),
        schema: inner,
        model: withHint(modelOf(inner), name, hint),
      },
    ];
  });
  bySchema.set(hints, fields);
  return fields;
}
