import { cleanup, render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { siteForLocale } from '../../../runtime/core';
import type { RequestMode, ResolvedBlock, Site, Transport } from '../../../runtime/core';
import { RuntimeProvider } from '../../../runtime/react';
import type { BlockComponentSource } from '../../../runtime/react';

/** Observers jsdom lacks. IntersectionObserver instances are kept so a test can bring an element into view. */
export const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
class FakeIntersectionObserver {
  readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
vi.stubGlobal('ResizeObserver', FakeResizeObserver);
if (typeof window.matchMedia !== 'function') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** Brings every observed element into view. */
export function intersectAll(): void {
  for (const { callback, elements } of observed) {
    callback(
      elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

export const site = (locale = 'en-us'): Site => {
  const found = siteForLocale(locale);
  if (!found) throw new Error(`no site for ${locale}`);
  return found;
};

/** A component source over plain components; `load` of unknown types resolves, as the real one does. */
export function fakeComponents(components: Record<string, ComponentType<{ block: never }>>): BlockComponentSource & { loads: string[][] } {
  const loads: string[][] = [];
  return {
    loads,
    get: (type) => components[type] as ComponentType<{ block: ResolvedBlock }> | undefined,
    load: (types) => {
      loads.push([...types]);
      return Promise.resolve();
    },
    whenLoaded: () => Promise.resolve(),
  };
}

interface Options {
  readonly locale?: string;
  readonly components?: BlockComponentSource;
  readonly persisted?: Record<string, string>;
  readonly locationKey?: string;
  /** The page's mode, as the storefront carries it in the page data; publish by default. */
  readonly mode?: RequestMode;
  readonly navigate?: (href: string) => void;
  readonly onBlockError?: (blockId: string, error: unknown) => void;
  /** What widgets that call the API reach instead of the network. */
  readonly transport?: Transport;
}

/** Renders inside a RuntimeProvider, as the storefront does. */
export function renderWithRuntime(ui: ReactElement, options: Options = {}) {
  const props = (o: Options) => ({
    site: site(o.locale),
    components: o.components ?? fakeComponents({}),
    persisted: o.persisted ?? {},
    locationKey: o.locationKey ?? `/${o.locale ?? 'en-us'}`,
    navigate: o.navigate,
    onBlockError: o.onBlockError,
    ...(o.transport ? { transport: o.transport } : {}),
    ...(o.mode ? { mode: o.mode } : {}),
  });
  const result = render(<RuntimeProvider {...props(options)}>{ui}</RuntimeProvider>);
  return {
    ...result,
    /** Re-renders with other runtime options (e.g. a new locationKey after navigation). */
    update: (next: Options) => result.rerender(<RuntimeProvider {...props({ ...options, ...next })}>{ui}</RuntimeProvider>),
  };
}

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
