import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { breakpointMinWidth } from '../../runtime/core';
import type { CollectionSettings } from './collection-settings';

type EmblaOptions = Partial<EmblaOptionsType>;

/** How close to the viewport a carousel starts: early enough that it is ready when the shopper gets there. */
const START_MARGIN = '200px';

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

/**
 * When the carousel starts (loads embla): when it is first needed, and not before, so embla's code stays
 * out of the first load. A mouse or keyboard user points at it or tabs into it first; a touch screen can
 * swipe it as soon as it nears the viewport; an autoplaying carousel needs it for its first step. Until
 * then, the server-rendered first view stands as it is.
 */
function useWanted(region: HTMLElement | null, enabled: boolean): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!enabled || wanted || !region) return undefined;
    const events = ['pointerenter', 'touchstart', 'focusin'] as const;
    for (const type of events) region.addEventListener(type, want, { passive: true });
    const touch = typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
    const observer =
      touch && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: `${START_MARGIN} 0px` })
        : undefined;
    observer?.observe(region);
    return () => {
      for (const type of events) region.removeEventListener(type, want);
      observer?.disconnect();
    };
  }, [region, enabled, wanted, want]);
  return [wanted, want];
}

/** Embla carousel state for the controls; `jump` skips the animation (reduced motion). Nothing starts while `enabled` is false (grids). */
export function useCarousel(
  options: EmblaOptions,
  itemCount: number,
  jump: boolean,
  enabled: boolean,
): [attachViewport: (node: HTMLElement | null) => void, state: CarouselState] {
  const [viewport, attachViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  const [state, setState] = useState({ selected: 0, snapCount: itemCount, canPrev: false, canNext: itemCount > 1, progress: 0 });
  const [wanted, want] = useWanted(viewport?.parentElement ?? null, enabled);
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const optionsKey = JSON.stringify(options);
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });

  useEffect(() => {
    if (!wanted || !viewport) return undefined;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, latestOptions.current);
      pending.current?.(instance);
      pending.current = null;
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport]);

  // New settings (the editor's live preview) re-initialise the running carousel.
  const startedWith = useRef(optionsKey);
  useEffect(() => {
    if (!api || startedWith.current === optionsKey) return;
    startedWith.current = optionsKey;
    api.reInit(latestOptions.current);
  }, [api, optionsKey]);

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

  // Before embla runs, an action (a press, an autoplay step) starts it and is replayed once it runs.
  const run = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) {
        action(api);
        return;
      }
      pending.current = action;
      want();
    },
    [api, want],
  );
  const scrollPrev = useCallback(() => run((a) => a.scrollPrev(jump)), [run, jump]);
  const scrollNext = useCallback(() => run((a) => a.scrollNext(jump)), [run, jump]);
  const scrollTo = useCallback((index: number) => run((a) => a.scrollTo(index, jump)), [run, jump]);
  const advance = useCallback(
    () =>
      run((a) => {
        if (a.canScrollNext()) a.scrollNext(jump);
        else a.scrollTo(0, jump);
      }),
    [run, jump],
  );

  return [attachViewport, { ...state, scrollPrev, scrollNext, scrollTo, advance }];
}
