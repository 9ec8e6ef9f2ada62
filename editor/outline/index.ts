export { OutlinePanel, type OutlinePanelProps } from './OutlinePanel';
export { outlineCommands, pasteText, type OutlineCommandDeps } from './outline-commands';
export { blockName, blockSummary, listPhrase, sectionName, slotName } from './block-names';
export { outlineRows, listKey, type OutlineRow } from './outline-rows';
export { dropPlaces, landingOf, landsInPlace, pointerPlace, type DropPlace } from './places';
