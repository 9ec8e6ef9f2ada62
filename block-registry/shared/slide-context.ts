import { createContext, useContext } from 'react';

/**
 * How a container presents its children: `card` for the slides of a carousel or grid (a hero or banner
 * there defaults to a stacked card, image above text), `row` for full-width rows such as `[stacked]`.
 */
export type SlideKind = 'card' | 'row' | null;

export const SlideContext = createContext<SlideKind>(null);

export const useSlideKind = (): SlideKind => useContext(SlideContext);
