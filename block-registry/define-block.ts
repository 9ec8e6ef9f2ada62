import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ServerContent } from '../runtime/core';
import type { ContentMode } from '../schemas';

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

/** What a block's server-side fill may use: the content API of the site and mode being rendered. */
export interface ServerFillContext {
  /** The content service, called directly on the server. */
  readonly api: ServerContent;
  readonly mode: ContentMode;
  readonly siteId: string;
  /** The key of the page being rendered (an article page leaves itself out of its related articles). */
  readonly pageKey: string;
}

/** The schemas a block may have: objects with an id and a literal type. */
export type BlockSchema = z.ZodType<{ id: string; type: string }>;

/**
 * Everything Tessera knows about one content type. `F` is what `fillOnServer` adds to the block (nothing for
 * most blocks); the component may read those fields as optional, and nothing else the schema lacks.
 */
export interface BlockDefinition<S extends BlockSchema, F extends object = object> {
  /** The content type this block renders (the `type` field of stored blocks). */
  readonly type: z.infer<S>['type'];
  /** Human name for the editor's palette and Storybook. */
  readonly label: string;
  readonly schema: S;
  /** Loads the component on demand, so blocks that are not on a page add no JavaScript to it. */
  readonly component: () => Promise<{ default: ComponentType<BlockProps<z.infer<S> & Partial<NoInfer<F>>>> }>;
  readonly fields?: Partial<Record<keyof z.infer<S> & string, FieldHint>>;
  /** A starting block for the editor's palette (without id). */
  readonly defaults: Omit<z.input<S>, 'id'>;
  /**
   * Fields that hold child blocks; the runtime validates and loads children recursively. A slot may be a
   * nested path: `variants.targets` is the `targets` of every entry of `variants`.
   */
  readonly childSlots?: readonly string[];
  /**
   * No behaviour in the browser (no state, effects or event handlers, in its files or what they render): the
   * storefront never fetches its code to hydrate it. A unit test reads the sources of every static type.
   */
  readonly static?: true;
  /**
   * Its component renders every child of its child slots in the server's HTML, each in its own block frame (a
   * collection's slides), so the page state may carry its static children as frames only. Containers that choose
   * a child in the browser (experience, segmentation, filter) leave it unset.
   */
  readonly rendersEveryChild?: true;
  /**
   * Data the server fills in before render (the article blocks' searches), so the server HTML holds it and
   * the browser needs no first request. Runs on the page's top-level blocks; a failure is only logged and
   * the block renders without it.
   */
  readonly fillOnServer?: (block: z.infer<S>, context: ServerFillContext) => Promise<z.infer<S> & F>;
}

/**
 * Ties a content type to its schema and component. The component's props are inferred from the
 * schema, so a component that reads a field the schema lacks does not compile.
 *
 * @example
 * export const hero = defineBlock({ type: 'hero', label: 'Hero', schema: heroSchema,
 *   component: () => import('./Hero'), defaults: { type: 'hero', title: 'New season' } });
 */
export function defineBlock<S extends BlockSchema, F extends object = object>(definition: BlockDefinition<S, F>): BlockDefinition<S, F> {
  return definition;
}
