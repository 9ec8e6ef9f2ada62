import { type AnyBlockDefinition, blockDefinitions, type FieldHint } from '../../block-registry';
import type { Schema } from './zod-introspection';

/** A block definition as the inspector reads it: its schema, its field hints, its child slots. */
export interface InspectedDefinition {
  readonly type: string;
  readonly label: string;
  readonly schema: Schema;
  readonly fields: Readonly<Partial<Record<string, FieldHint>>>;
  readonly childSlots: readonly string[];
  /** The palette's starting block (without id). */
  readonly defaults: Readonly<Record<string, unknown>>;
}

const byType: ReadonlyMap<string, InspectedDefinition> = new Map<string, InspectedDefinition>(
  Object.values(blockDefinitions).map((definition: AnyBlockDefinition) => [
    definition.type,
    {
      type: definition.type,
      label: definition.label,
      schema: definition.schema as Schema,
      fields: definition.fields ?? {},
      childSlots: ('childSlots' in definition ? definition.childSlots : undefined) ?? [],
      defaults: definition.defaults,
    },
  ]),
);

/** The registry's definition of a block type, or undefined for a type it does not know. */
export const definitionOf = (type: string): InspectedDefinition | undefined => byType.get(type);

/** Every block type the registry knows. */
export const registeredTypes = (): string[] => [...byType.keys()];
