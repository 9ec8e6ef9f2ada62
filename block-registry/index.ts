export { defineBlock } from './define-block';
export type { BlockDefinition, BlockProps, FieldHint } from './define-block';
