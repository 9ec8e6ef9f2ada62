import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { breakpointMinWidth } from '../../runtime/core';
import type { CollectionSettings } from './collection-settings';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface CarouselState {
  /** Index of the selected snap (a slide, on small screens). */
  readonly selected: number;
  /** How many dots: one per scroll snap; before the carousel starts (server), one per item. */
  readonly snapCount: number;
  readonly canPrev: boolean;
  readonly canNext: boolean;
  /** 0…1 along the track. */
  readonly progress: number;
  readonly scrollPrev: () => void;
  readonly scrollNext: () => void;
  readonly scrollTo: (index: number) => void;
  /** Next slide, back to the first after the last (autoplay). */
  readonly advance: () => void;
}

/** Embla options per breakpoint; grid breakpoints switch the carousel off (`active: false`). */
export function emblaOptions(settings: CollectionSettings, align: 'start' | 'center'): EmblaOptions {
  const at = (bp: keyof CollectionSettings) => ({ active: settings[bp].type === 'carousel', loop: settings[bp].loop });
  return {
    align,
    ...at('sm'),
    // NB: no trimming on small screens so every slide is a snap: one dot per item (spec 001 §9).
    containScroll: false,
    breakpoints: {
      [`(min-width: ${breakpointMinWidth.md}px)`]: { ...at('md'), containScroll: align === 'center' ? false : 'trimSnaps' },
      [`(min-width: ${breakpointMinWidth.lg}px)`]: { ...at('lg'), containScroll: align === 'center' ? false : 'trimSnaps' },
    },
  };
}

/** Embla carousel state for the controls; `jump` skips the animation (reduced motion). */
export function useCarousel(options: EmblaOptions, itemCount: number, jump: boolean): [attachViewport: UseEmblaCarouselType[0], state: CarouselState] {
  const [attachViewport, api] = useEmblaCarousel(options);
  const [state, setState] = useState({ selected: 0, snapCount: itemCount, canPrev: false, canNext: itemCount > 1, progress: 0 });

  useEffect(() => {
    if (!api) return undefined;
    // NB: read `api` from the closure: embla passes `undefined` to listeners while inactive (grid breakpoints).
    const sync = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
        progress: Math.max(0, Math.min(1, api.scrollProgress())),
      });
    const onScroll = () => setState((s) => ({ ...s, progress: Math.max(0, Math.min(1, api.scrollProgress())) }));
    api.on('init', sync).on('reInit', sync).on('select', sync).on('scroll', onScroll);
    sync();
    return () => {
      api.off('init', sync).off('reInit', sync).off('select', sync).off('scroll', onScroll);
    };
  }, [api]);

  const scrollPrev = useCallback(() => api?.scrollPrev(jump), [api, jump]);
  const scrollNext = useCallback(() => api?.scrollNext(jump), [api, jump]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index, jump), [api, jump]);
  const advance = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(jump);
    else api.scrollTo(0, jump);
  }, [api, jump]);

  return [attachViewport, { ...state, scrollPrev, scrollNext, scrollTo, advance }];
}
