import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from '../schemas';
import type { BlockProps } from './define-block';

/** The module a type's loader imports: its component, whose props follow the type's schema. */
export interface BlockModule<T extends BlockType> {
  readonly default: ComponentType<BlockProps<BlockOf<T>>>;
}
export type BlockLoader<T extends BlockType> = () => Promise<BlockModule<T>>;

/**
 * A loader with its type forgotten, as the runtime holds them all in one map. Every block component
 * accepts `{ block: never }`, so any typed loader is one; the runtime renders a component only with a block
 * that passed the same type's schema.
 */
export type AnyBlockLoader = () => Promise<{ readonly default: ComponentType<BlockProps<never>> }>;
