import { z } from 'zod';

/**
 * What the form needs to know of a zod 4 schema, read through zod's public classes (`instanceof z.ZodObject`, `.shape`,
 * `.unwrap()`, `.options`…): whether a value may be left out, its default, and the schema underneath the wrappers.
 */
export type Schema = z.ZodType;

export interface Unwrapped {
  /** The schema under `.optional()`, `.default()`, `.nullable()`, `.catch()`, `.readonly()`, `.lazy()`. */
  readonly schema: Schema;
  /** Whether the value may be missing (optional, or with a default that fills it in). */
  readonly optional: boolean;
  /** The value used when it is missing, if the schema gives one. */
  readonly fallback?: unknown;
}

/** Takes the wrappers off a schema, noting what they said. */
export function unwrap(schema: Schema): Unwrapped {
  let current: Schema = schema;
  let optional = false;
  let fallback: unknown;
  let hasFallback = false;
  for (let depth = 0; depth < 16; depth++) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodExactOptional) {
      optional = true;
      current = current.unwrap() as Schema;
    } else if (current instanceof z.ZodDefault || current instanceof z.ZodPrefault) {
      optional = true;
      if (!hasFallback) {
        fallback = structuredClone(current.def.defaultValue);
        hasFallback = true;
      }
      current = current.unwrap() as Schema;
    } else if (
      current instanceof z.ZodNullable ||
      current instanceof z.ZodCatch ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodLazy ||
      current instanceof z.ZodNonOptional
    ) {
      current = current.unwrap() as Schema;
    } else if (current instanceof z.ZodPipe) {
      // A transform's input is what the editor writes.
      current = current.in as Schema;
    } else {
      break;
    }
  }
  return hasFallback ? { schema: current, optional, fallback } : { schema: current, optional };
}

/** The fields of an object schema, in the schema's order. */
export function shapeOf(schema: z.ZodObject): [string, Schema][] {
  const shape: Readonly<Record<string, Schema>> = schema.shape;
  return Object.entries(shape);
}

/** The single value of a literal (`z.literal('hero')`), or undefined for a literal of several values. */
export function literalValue(schema: z.ZodLiteral): string | number | boolean | undefined {
  const values = [...schema.values];
  const only = values.length === 1 ? values[0] : undefined;
  return typeof only === 'string' || typeof only === 'number' || typeof only === 'boolean' ? only : undefined;
}

/** An object of exactly `sm`, `md` and `lg` (the schemas' `perBreakpoint`): a value per breakpoint. */
export function isPerBreakpoint(schema: Schema): schema is z.ZodObject {
  if (!(schema instanceof z.ZodObject)) return false;
  const keys = Object.keys(schema.shape);
  return keys.length === 3 && ['sm', 'md', 'lg'].every((key) => keys.includes(key));
}

/** An object with a `url` and an `alt`: a picture (the schemas' `imageSchema` and what extends it). */
export function isImage(schema: Schema): schema is z.ZodObject {
  if (!(schema instanceof z.ZodObject)) return false;
  const shape = schema.shape as Record<string, Schema>;
  return 'url' in shape && 'alt' in shape;
}

/** Length bounds of a string schema, and its format (`date`, `email`…) when it has one. */
export function stringFacts(schema: z.ZodString | z.ZodStringFormat): { minLength?: number; maxLength?: number; format?: string } {
  const facts = schema as unknown as { minLength: number | null; maxLength: number | null; format: string | null };
  return {
    ...(facts.minLength === null ? {} : { minLength: facts.minLength }),
    ...(facts.maxLength === null ? {} : { maxLength: facts.maxLength }),
    ...(facts.format === null ? {} : { format: facts.format }),
  };
}

/** Bounds of a number schema and whether it takes whole numbers only. */
export function numberFacts(schema: z.ZodNumber): { min?: number; max?: number; integer: boolean } {
  return {
    ...(schema.minValue === null || !Number.isFinite(schema.minValue) ? {} : { min: schema.minValue }),
    ...(schema.maxValue === null || !Number.isFinite(schema.maxValue) ? {} : { max: schema.maxValue }),
    integer: schema.isInt,
  };
}
