import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Route, Router, Routes } from 'react-router';
import type { AppViewProps } from '../app/app-view';
import { CartPage, ErrorBoundary as CartError } from '../routes/cart';
import { routerNavigator } from './router-navigator';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** One query cache for the shopper's visit in the browser (app routes share it); one per render on the server. */
const browserClient = typeof window === 'undefined' ? undefined : new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

/**
 * The app routes (cart now; checkout and account next): React Router's route table for the browser and
 * TanStack Query for their server state, in a chunk of their own that content pages never load. The router
 * follows the shell's location and navigates through the shell, which keeps the one history.
 */
export function AppRoutes({ data, path, content, navigate }: AppViewProps) {
  const [client] = useState(() => browserClient ?? new QueryClient());
  const navigator = useMemo(() => routerNavigator(navigate), [navigate]);
  const cartPage = (
    <RouteErrorBoundary key={path} fallback={CartError}>
      <CartPage data={data} content={content} />
    </RouteErrorBoundary>
  );
  return (
    <QueryClientProvider client={client}>
      <Router location={path} navigator={navigator} static={navigate === undefined}>
        <Routes>
          <Route path="/:locale/cart" element={cartPage} />
          <Route path="/pre/:locale/cart" element={cartPage} />
        </Routes>
      </Router>
    </QueryClientProvider>
  );
}
