import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { SocialMedia, UgcFilter } from '../../schemas';
import { GALLERY_WIDGET_DELAY_MS, createApiClient, galleryCall, loadGalleryPage } from '../../runtime/core';
import { useNearViewport, useRuntime } from '../../runtime/react';

export interface GalleryState {
  /** waiting: not near the screen yet (and on the server); failed: the widget did not load and is left out. */
  readonly status: 'waiting' | 'loading' | 'ready' | 'failed';
  readonly media: readonly SocialMedia[];
  readonly nextCursor: string | null;
  /** The state of "show more": a failed page keeps the photos shown and can be asked again. */
  readonly more: 'idle' | 'loading' | 'failed';
}

/** Spec 001 §8: a failed widget load is only logged; the block then renders without the widget. */
const logFailure = (what: string, error: unknown) => console.warn(`[tessera] gallery: ${what}`, error);

const initial: GalleryState = { status: 'waiting', media: [], nextCursor: null, more: 'idle' };

/**
 * A gallery's photos, loaded in the browser only: once its element comes near the screen, after the
 * widget creation delay (spec 001 §9), from the social-gallery call its filter and the page path choose.
 * A new filter or page starts over; answers to an older request are dropped.
 */
export function useGallery(ref: RefObject<Element | null>, filter: UgcFilter, pageSize: number) {
  const { site, locationKey, transport } = useRuntime();
  const near = useNearViewport(ref, '200px');
  const api = useMemo(() => createApiClient(transport, { locale: site.locale.locale }), [transport, site]);
  const place = useMemo(() => ({ customerId: site.brand.id, path: locationKey }), [site, locationKey]);
  // Content hands a new filter object on every render; its value decides when the gallery starts over.
  const filterKey = JSON.stringify(filter);
  const pageRequest = useCallback(
    (cursor: string | null) => galleryCall(JSON.parse(filterKey) as UgcFilter, place, { limit: pageSize, cursor }),
    [filterKey, place, pageSize],
  );
  const [state, setState] = useState<GalleryState>(initial);
  const latest = useRef(0);

  useEffect(() => {
    if (!near) return undefined;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      setState({ ...initial, status: 'loading' });
      loadGalleryPage(api, pageRequest(null)).then(
        (page) => request === latest.current && setState({ status: 'ready', media: page.media, nextCursor: page.nextCursor, more: 'idle' }),
        (error: unknown) => {
          if (request !== latest.current) return;
          logFailure('photos could not be loaded; the block shows without its gallery', error);
          setState({ ...initial, status: 'failed' });
        },
      );
    }, GALLERY_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [near, api, pageRequest]);

  const showMore = useCallback(() => {
    if (!state.nextCursor || state.more === 'loading') return;
    const request = latest.current;
    setState((s) => ({ ...s, more: 'loading' }));
    loadGalleryPage(api, pageRequest(state.nextCursor)).then(
      (page) =>
        request === latest.current && setState((s) => ({ ...s, media: [...s.media, ...page.media], nextCursor: page.nextCursor, more: 'idle' })),
      (error: unknown) => {
        if (request !== latest.current) return;
        logFailure('more photos could not be loaded', error);
        setState((s) => ({ ...s, more: 'failed' }));
      },
    );
  }, [api, pageRequest, state.nextCursor, state.more]);

  return { state, showMore };
}
