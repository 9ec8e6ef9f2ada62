// NB: the checkout's stylesheet belongs to the app routes' chunk: content pages never load it (the server links
// it into app route pages; a client-side navigation loads it with the chunk).
import '../styles/checkout.css';
// The account pages' few rules on top of the checkout's form styles (their fields, alerts and buttons).
import '../styles/account.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Router } from 'react-router';
import { PageError } from '../shell/PageError';
import type { RouteModule, RoutePageProps } from '../page/route-module';
import { loadedRouteModule } from './route-modules';
import { routerNavigator } from './router-navigator';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export { loadRouteModule } from './route-modules';

export interface AppViewProps extends RoutePageProps {
  /** The route's module, when the server's router matched it; in the browser the app chunk matches the route table. */
  readonly route?: RouteModule | undefined;
}

/** One query cache for the shopper's visit in the browser (app routes share it); one per render on the server. */
const browserClient = typeof window === 'undefined' ? undefined : new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

/**
 * The app routes' frame (the cart, the checkout and its steps, the order confirmation): React Router over the shell's
 * location and TanStack Query for their server state, in a chunk of their own that content pages never load. The
 * route's component (its module: the server's match, or the route table's here, loaded with the chunk) renders inside
 * its error boundary. The router navigates through the shell, which keeps the one history.
 */
export function AppRoutes({ route, ...page }: AppViewProps) {
  const [client] = useState(() => browserClient ?? new QueryClient());
  const { navigate, path, data } = page;
  const { Component, ErrorBoundary = PageError } = route ?? loadedRouteModule(path) ?? {};
  if (!Component) throw new Error(`No app route module loaded for ${path} (call loadAppView with its path first)`);
  const navigator = useMemo(() => routerNavigator(navigate), [navigate]);
  const pathname = path.split('?')[0] ?? path;
  // One boundary for every step of the checkout, so it keeps its state from step to step; the others start afresh on each path.
  const boundary = data.view === 'checkout' ? data.view : pathname;
  return (
    <QueryClientProvider client={client}>
      <Router location={pathname} navigator={navigator} static={navigate === undefined}>
        <RouteErrorBoundary key={boundary} fallback={ErrorBoundary}>
          <Component {...page} />
        </RouteErrorBoundary>
      </Router>
    </QueryClientProvider>
  );
}
