import { createContext, useContext, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { dataLayerSink, fetchTransport } from '../core';
import type { AnalyticsSink, RequestMode, ResolvedBlock, Site, Transport } from '../core';
import { PersistedStore } from './persisted-store';

/** Where block components come from. Components are loaded on demand; `get` answers only loaded ones. */
export interface BlockComponentSource {
  /** The component of a loaded type; it is handed only blocks that passed that type's schema. */
  get(type: string): ComponentType<{ block: ResolvedBlock }> | undefined;
  /** Loads the components of these types; unknown types resolve without error. */
  load(types: Iterable<string>): Promise<void>;
  /**
   * Settles once this type's component has been loaded, by whichever `load` asks for it; never starts a load
   * itself (a block whose hydration waits uses it to hydrate as soon as its code is here).
   */
  whenLoaded(type: string): Promise<void>;
}

export interface RuntimeProviderProps {
  readonly site: Site;
  readonly components: BlockComponentSource;
  /** The request's `ts_*` cookies by cookie name, so the server renders remembered state. */
  readonly persisted?: Readonly<Record<string, string>>;
  /** Changes on every route change (pathname + search). */
  readonly locationKey: string;
  /** The page's content mode, as decided where its request entered; publish by default. */
  readonly mode?: RequestMode;
  /** Client-side navigation for internal links; without it links load the page. */
  readonly navigate?: (href: string) => void;
  readonly onBlockError?: (blockId: string, error: unknown) => void;
  /** Where analytics events go; by default `window.dataLayer` in the browser, nowhere on the server. */
  readonly analytics?: AnalyticsSink;
  /** How blocks that call the API from the browser (widgets) reach it; `fetch` on the same origin by default. */
  readonly transport?: Transport;
  readonly children?: ReactNode;
}

export interface RuntimeValue {
  readonly site: Site;
  readonly components: BlockComponentSource;
  readonly locationKey: string;
  readonly mode: RequestMode;
  readonly navigate: ((href: string) => void) | undefined;
  readonly onBlockError: ((blockId: string, error: unknown) => void) | undefined;
  readonly persisted: PersistedStore;
  readonly analytics: AnalyticsSink;
  readonly transport: Transport;
}

const sameOrigin: Transport = fetchTransport();
const PUBLISH: RequestMode = { mode: 'publish' };

const defaultSink: AnalyticsSink = (event) => {
  if (typeof window !== 'undefined') dataLayerSink(window as unknown as { dataLayer?: unknown[] })(event);
};

const RuntimeContext = createContext<RuntimeValue | null>(null);

/** Everything blocks need from the app around them: site, components, navigation, remembered state. */
export function RuntimeProvider({
  site,
  components,
  persisted,
  locationKey,
  mode = PUBLISH,
  navigate,
  onBlockError,
  analytics = defaultSink,
  transport = sameOrigin,
  children,
}: RuntimeProviderProps) {
  // One store per provider: cookies written later in the session win over the request's values.
  const [store] = useState(() => new PersistedStore(persisted ?? {}));
  const value = useMemo<RuntimeValue>(
    () => ({ site, components, locationKey, mode, navigate, onBlockError, persisted: store, analytics, transport }),
    [site, components, locationKey, mode, navigate, onBlockError, store, analytics, transport],
  );
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): RuntimeValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime must be used inside <RuntimeProvider>');
  return value;
}
