import { z } from 'zod';
import { newBlockId } from '../core';
import { literalValue, type Schema, shapeOf, unwrap } from './zod-introspection';

/**
 * A starting value for a schema: what "Add" puts in a list, or a union switched to another option. Its default when
 * the schema has one; else an object of its required fields, empty text, the lowest number, the first option. An
 * `id` field gets a fresh id (a new menu item, a new pop-up), so two items never share one.
 */
export function emptyValue(schema: Schema, depth = 0): unknown {
  const { schema: inner, fallback } = unwrap(schema);
  if (fallback !== undefined) return fallback;
  if (depth > 8) return undefined;
  if (inner instanceof z.ZodObject) {
    const shape = shapeOf(inner);
    const typeField = shape.find(([name]) => name === 'type')?.[1];
    const type = typeField instanceof z.ZodLiteral ? literalValue(typeField) : undefined;
    const value: Record<string, unknown> = {};
    for (const [name, field] of shape) {
      const { schema: fieldSchema, optional, fallback: given } = unwrap(field);
      if (name === 'id' && (fieldSchema instanceof z.ZodString || fieldSchema instanceof z.ZodStringFormat)) {
        value.id = newBlockId(typeof type === 'string' ? type : 'item');
      } else if (given !== undefined) {
        value[name] = given;
      } else if (!optional) {
        value[name] = emptyValue(field, depth + 1);
      }
    }
    return value;
  }
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) return '';
  if (inner instanceof z.ZodNumber) return inner.minValue !== null && Number.isFinite(inner.minValue) ? inner.minValue : 0;
  if (inner instanceof z.ZodBoolean) return false;
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodLiteral) return literalValue(inner);
  if (inner instanceof z.ZodArray) return [];
  if (inner instanceof z.ZodUnion) {
    const first = (inner.options as readonly Schema[])[0];
    return first ? emptyValue(first, depth + 1) : undefined;
  }
  return null;
}
