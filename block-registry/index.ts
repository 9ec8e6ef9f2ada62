export { defineBlock } from './define-block';
export type { BlockDefinition, BlockProps, FieldHint } from './define-block';
export { blockComponents, createBlockComponents } from './components';
export { blockLoaders } from './loaders';
export { staticBlockTypes } from './static-blocks';
export type { BlockLoader, BlockModule } from './loaders';
export { blockDefinitions } from './definitions';
export type { AnyBlockDefinition } from './definitions';
export { firstUndismissed, popupFlagName } from './popup/popup-flags';
