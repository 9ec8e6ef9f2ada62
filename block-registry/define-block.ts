import type { ComponentType } from 'react';
import type { z } from 'zod';

/** Props every block component receives: its validated block data. */
export interface BlockProps<B> {
  readonly block: B;
}

/** Editor hints for one field; everything else about the form derives from the schema. */
export interface FieldHint {
  readonly label?: string;
  readonly help?: string;
  readonly widget?: 'text' | 'textarea' | 'richtext' | 'color' | 'image' | 'url' | 'number' | 'toggle' | 'select' | 'list' | 'blocks';
  readonly hidden?: boolean;
}

export interface BlockDefinition<S extends z.ZodType<{ id: string; type: string }>> {
  /** The content type this block renders (the `type` field of stored blocks). */
  readonly type: z.infer<S>['type'];
  /** Human name for the editor's palette and Storybook. */
  readonly label: string;
  readonly schema: S;
  /** Loads the component on demand, so blocks that are not on a page add no JavaScript to it. */
  readonly load: () => Promise<{ default: ComponentType<BlockProps<z.infer<S>>> }>;
  readonly fields?: Partial<Record<keyof z.infer<S> & string, FieldHint>>;
  /** A starting block for the editor's palette (without id). */
  readonly defaults: Omit<z.input<S>, 'id'>;
}

/**
 * Ties a content type to its schema and component. The component's props are inferred from the
 * schema, so a component that reads a field the schema lacks does not compile.
 *
 * @example
 * export const hero = defineBlock({ type: 'hero', label: 'Hero', schema: heroSchema,
 *   load: () => import('./Hero'), defaults: { type: 'hero', title: 'New season' } });
 */
export function defineBlock<S extends z.ZodType<{ id: string; type: string }>>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}
