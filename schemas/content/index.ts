import type { z } from 'zod';
import type { BlockType } from './block-kinds';
import type { blockSchemas } from './block-schemas.generated';

export * from './primitives';
export { imageUrlProblem, linkProblem, mediaUrlProblem } from './links';
export * from './common';
export * from './page';
export * from './document';
export * from './personalization-kinds';
export * from './event-days';
export * from './block-schemas.generated';
export * from './block-kinds';

/** The data of a block of type T, as its schema gives it. */
export type BlockOf<T extends BlockType> = z.infer<(typeof blockSchemas)[T]>;
export type AnyBlock = { [T in BlockType]: BlockOf<T> }[BlockType];
