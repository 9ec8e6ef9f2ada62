import { createElement, lazy, useContext, useEffect } from 'react';
import type { ComponentType, LazyExoticComponent, RefObject } from 'react';
import { CurrentBlockContext } from './block-order';
import type { DeferredHydration } from './hydration-plan';
import type { BlockComponentSource } from './runtime-context';
import { useRuntime } from './runtime-context';
import { clientNavigationHref } from './SmartLink';

/** How near the screen a waiting interactive block starts fetching its code, in CSS pixels. */
export const NEAR_SCREEN_PX = 400;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<{ block: any }>;
const standIns = new WeakMap<BlockComponentSource, Map<string, LazyExoticComponent<BlockComponent>>>();

/** Presses made on a waiting block before its code arrived, by block id: replayed once it has hydrated. */
const pressed = new Map<string, HTMLElement>();

/** The type's component, replaying the press that was waiting for it once the block has hydrated. */
function replaying(Component: BlockComponent): BlockComponent {
  return function Hydrated(props) {
    const id = useContext(CurrentBlockContext);
    useEffect(() => {
      const target = id === null ? undefined : pressed.get(id);
      if (!target || id === null) return;
      pressed.delete(id);
      if (target.isConnected) target.click();
    }, [id]);
    return createElement(Component, props);
  };
}

/**
 * The component a waiting interactive block renders: it suspends until the type's code arrives (fetched by
 * whoever asks first), so React keeps the server's HTML in place and hydrates it then. One per source and type.
 */
export function deferredComponent(components: BlockComponentSource, type: string): LazyExoticComponent<BlockComponent> {
  let byType = standIns.get(components);
  if (!byType) standIns.set(components, (byType = new Map<string, LazyExoticComponent<BlockComponent>>()));
  let standIn = byType.get(type);
  if (!standIn) {
    standIn = lazy(() => components.whenLoaded(type).then(() => ({ default: replaying(components.get(type) as BlockComponent) })));
    byType.set(type, standIn);
  }
  return standIn;
}

interface Waiting {
  readonly type: string;
  readonly components: BlockComponentSource;
  readonly navigate: ((href: string) => void) | undefined;
  readonly load: () => void;
}

/**
 * Frames of interactive blocks still waiting for their code. React stops discrete and focus events aimed at
 * HTML it has not hydrated yet (and would let a link load the whole page), so these listen on the window,
 * in the capture phase, before React does.
 */
const waiting = new Map<Element, Waiting>();

function waitingAround(target: EventTarget | null): [Element, Waiting] | undefined {
  for (let node = target instanceof Element ? target.closest('[data-block-id]') : null; node; node = node.parentElement?.closest('[data-block-id]') ?? null) {
    const entry = waiting.get(node);
    if (entry) return [node, entry];
  }
  return undefined;
}

function onReach(event: Event): void {
  waitingAround(event.target)?.[1].load();
}

function onClick(event: MouseEvent): void {
  const found = waitingAround(event.target);
  if (!found || !(event.target instanceof HTMLElement)) return;
  const [frame, entry] = found;
  // Code already here: React hydrates the block on this very click and its own handlers take it.
  if (entry.components.get(entry.type)) return;
  const href = entry.navigate ? clientNavigationHref(event, frame) : null;
  if (href !== null) {
    event.preventDefault();
    entry.navigate?.(href);
    return;
  }
  // Any other link is the browser's to follow. Anything else pressed (a button, a disclosure) waits for the
  // block's code and happens then: React would otherwise drop the press.
  const id = frame.getAttribute('data-block-id');
  if (event.target.closest('a[href]') || id === null) return;
  event.preventDefault();
  event.stopPropagation();
  pressed.set(id, event.target);
  entry.load();
}

function watch(frame: Element, entry: Waiting): () => void {
  if (waiting.size === 0) {
    window.addEventListener('click', onClick, true);
    window.addEventListener('focusin', onReach, true);
    window.addEventListener('touchstart', onReach, { capture: true, passive: true });
  }
  waiting.set(frame, entry);
  return () => {
    if (!waiting.delete(frame)) return;
    if (waiting.size > 0) return;
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('focusin', onReach, true);
    window.removeEventListener('touchstart', onReach, true);
  };
}

/**
 * Keeps a waiting block working until its code is here.
 * - `never` (a static block showing the server's HTML): its internal links navigate client-side, SmartLink's
 *   job in a rendered block.
 * - `visible` (an interactive block): it fetches its code when it comes near the screen or the pointer, focus
 *   or a touch reaches it, and its links navigate client-side meanwhile. One that React had to render afresh,
 *   with no server HTML left to keep, fetches its code at once.
 */
export function useDeferredHydration(ref: RefObject<HTMLElement | null>, type: string, mode: DeferredHydration | undefined): void {
  const runtime = useRuntime();
  useEffect(() => {
    const frame = ref.current;
    if (!mode || !frame) return undefined;
    const { components, navigate } = runtime;
    if (mode === 'never') {
      // Events reach this frame as usual: React manages the frame itself, only not what is inside it.
      const onStaticClick = (event: MouseEvent) => {
        const href = navigate ? clientNavigationHref(event, frame) : null;
        if (href === null) return;
        event.preventDefault();
        navigate?.(href);
      };
      frame.addEventListener('click', onStaticClick);
      return () => frame.removeEventListener('click', onStaticClick);
    }
    if (components.get(type)) return undefined;
    const cleanups: (() => void)[] = [];
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      components.load([type]).then(
        () => cleanups.forEach((cleanup) => cleanup()),
        (error: unknown) => console.error(`[tessera] could not load block type "${type}"`, error),
      );
    };
    if (!frame.hasChildNodes()) {
      load();
      return undefined;
    }
    cleanups.push(watch(frame, { type, components, navigate, load }));
    frame.addEventListener('pointerenter', load, { once: true, passive: true });
    cleanups.push(() => frame.removeEventListener('pointerenter', load));
    if (typeof IntersectionObserver === 'undefined') load();
    else {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: `${NEAR_SCREEN_PX}px 0px` });
      observer.observe(frame);
      cleanups.push(() => observer.disconnect());
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [ref, type, mode, runtime]);
}
