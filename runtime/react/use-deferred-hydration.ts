import { createElement, lazy, useContext, useEffect } from 'react';
import type { ComponentType, LazyExoticComponent, RefObject } from 'react';
import type { ResolvedBlock } from '../core';
import { CurrentBlockContext } from './block-order';
import type { DeferredHydration, HydrationPlan } from './hydration-plan';
import type { BlockComponentSource } from './runtime-context';
import { useRuntime } from './runtime-context';
import { clientNavigationHref } from './SmartLink';

/** How near the screen a waiting interactive block starts fetching its code, in CSS pixels. */
export const NEAR_SCREEN_PX = 400;

type BlockComponent = ComponentType<{ block: ResolvedBlock }>;
const standIns = new WeakMap<BlockComponentSource, Map<string, LazyExoticComponent<BlockComponent>>>();

/** A press made on a waiting block before its code arrived: the element, and its place in the frame. */
interface Press {
  readonly target: HTMLElement;
  readonly path: readonly number[];
}
/** Presses by block id, replayed once the block has hydrated. */
const pressed = new Map<string, Press>();
/** Deferred blocks React has hydrated since, by id: their own handlers take every event now. */
const hydrated = new Set<string>();

/** Where an element sits under the frame, as child indexes, to find its twin should React have redrawn it. */
function pathWithin(frame: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== frame; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

function elementAt(frame: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = frame;
  for (const index of path) node = node?.children[index];
  return node;
}

/** The type's component, replaying the press that was waiting for it once the block has hydrated. */
function replaying(Component: BlockComponent): BlockComponent {
  return function Hydrated(props) {
    const id = useContext(CurrentBlockContext);
    useEffect(() => {
      if (id === null) return undefined;
      hydrated.add(id);
      const press = pressed.get(id);
      pressed.delete(id);
      const frame = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
      const target = press && (press.target.isConnected ? press.target : frame && elementAt(frame, press.path));
      if (target instanceof HTMLElement) target.click();
      return () => void hydrated.delete(id);
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
}

/** Fetches a type's code (once, however often asked); a failure is only logged, the server's HTML stays. */
function load({ components, type }: Pick<Waiting, 'components' | 'type'>): void {
  components.load([type]).catch((error: unknown) => console.error(`[tessera] could not load block type "${type}"`, error));
}

/**
 * Frames of interactive blocks still waiting for their code. React stops discrete and focus events aimed at
 * HTML it has not hydrated yet (and would let a link load the whole page), so these listen on the window,
 * in the capture phase, before React does.
 */
const waiting = new Map<Element, Waiting>();

function waitingAround(target: EventTarget | null): [Element, Waiting] | undefined {
  for (
    let node = target instanceof Element ? target.closest('[data-block-id]') : null;
    node;
    node = node.parentElement?.closest('[data-block-id]') ?? null
  ) {
    const entry = waiting.get(node);
    // Hydrated: its own handlers take the event. (Code that has arrived is not enough: React may not have
    // got round to hydrating the block, and would drop the event.)
    if (entry) return hydrated.has(node.getAttribute('data-block-id') ?? '') ? undefined : [node, entry];
  }
  return undefined;
}

function onReach(event: Event): void {
  const found = waitingAround(event.target);
  if (found) load(found[1]);
}

function onClick(event: MouseEvent): void {
  const found = waitingAround(event.target);
  if (!found || !(event.target instanceof HTMLElement)) return;
  const [frame, entry] = found;
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
  pressed.set(id, { target: event.target, path: pathWithin(frame, event.target) });
  load(entry);
}

let listening = false;
function watch(frame: Element, entry: Waiting): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('click', onClick, true);
    window.addEventListener('focusin', onReach, true);
    window.addEventListener('touchstart', onReach, { capture: true, passive: true });
  }
  waiting.set(frame, entry);
  return () => waiting.get(frame) === entry && waiting.delete(frame);
}

/**
 * Holds presses on the interactive blocks the plan defers from the moment the plan is made: React needs a
 * moment to hydrate the page, and a press on a waiting block in that moment would otherwise be dropped. The
 * blocks take over once rendered (then their links navigate client-side too).
 */
export function holdPressesUntilHydrated(root: ParentNode, plan: HydrationPlan, components: BlockComponentSource): void {
  for (const frame of root.querySelectorAll<HTMLElement>('[data-block-id][data-block-type]')) {
    if (plan.deferred.get(frame.dataset.blockId ?? '') === 'visible')
      watch(frame, { type: frame.dataset.blockType ?? '', components, navigate: undefined });
  }
}

let moved = false;

/**
 * Runs `run` once the shopper has moved the page (a scroll or a resize; at once if it is no longer at its top,
 * as when a scroll position was restored). Until then nothing below the first screen can come near it, and its
 * code is not part of the first load.
 */
function whenPageMoved(run: () => void): () => void {
  if (moved || window.scrollY > 0) {
    moved = true;
    run();
    return () => undefined;
  }
  const events = ['scroll', 'resize'] as const;
  const stop = () => events.forEach((name) => window.removeEventListener(name, onMove));
  function onMove() {
    moved = true;
    stop();
    run();
  }
  events.forEach((name) => window.addEventListener(name, onMove, { passive: true }));
  return stop;
}

/**
 * Keeps a waiting block working until its code is here.
 * - `never` (a static block showing the server's HTML): its internal links navigate client-side, SmartLink's
 *   job in a rendered block.
 * - `visible` (an interactive block): it fetches its code when it comes near the screen once the shopper moves
 *   the page, or when the pointer, focus or a touch reaches it, and its links navigate client-side meanwhile. One
 *   that React had to render afresh, with no server HTML left to keep, fetches its code at once.
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
    const entry = { type, components, navigate };
    const near = () => load(entry);
    if (!frame.hasChildNodes() || typeof IntersectionObserver === 'undefined') {
      near();
      return undefined;
    }
    const unwatch = watch(frame, entry);
    frame.addEventListener('pointerenter', near, { once: true, passive: true });
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near(), {
      rootMargin: `${NEAR_SCREEN_PX}px 0px`,
    });
    const stopWaiting = whenPageMoved(() => observer.observe(frame));
    return () => {
      unwatch();
      stopWaiting();
      frame.removeEventListener('pointerenter', near);
      observer.disconnect();
    };
  }, [ref, type, mode, runtime]);
}
