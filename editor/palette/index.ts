export { Palette, type PaletteProps } from './Palette';
export { defaultsOf, filterEntries, paletteEntries, type PaletteEntry } from './palette-entries';
export { blockAbout, blockGroup, blockLabel, type PaletteGroup } from './block-words';
