export { defineBlock } from './define-block';
export type { BlockDefinition, BlockProps, BlockSchema, FieldHint, ServerFillContext } from './define-block';
export { blockComponents, createBlockComponents } from './components';
export { blockLoaders, staticBlockTypes } from './blocks.generated';
export type { AnyBlockLoader, BlockLoader, BlockModule } from './block-loader';
export { blockDefinitions } from './definitions.generated';
export type { AnyBlockDefinition } from './definitions.generated';
export { firstUndismissed, popupFlagName } from './popup/popup-flags';
