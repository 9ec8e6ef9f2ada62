import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Route, Router, Routes } from 'react-router';
import type { AppViewProps } from '../app/app-view';
import { CartPage, ErrorBoundary as CartError } from '../routes/cart';
import { checkoutModule, orderModule } from './pages';
import { routerNavigator } from './router-navigator';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Renders a route's page only when its route matches (so only the route shown needs its chunk). */
function Lazy({ render }: { readonly render: () => ReactNode }) {
  return render();
}

/** One query cache for the shopper's visit in the browser (app routes share it); one per render on the server. */
const browserClient = typeof window === 'undefined' ? undefined : new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

/**
 * The app routes (the cart, the checkout and its steps, the order confirmation): React Router's route table for the
 * browser and TanStack Query for their server state, in a chunk of their own that content pages never load. The
 * router follows the shell's location and navigates through the shell, which keeps the one history.
 */
export function AppRoutes({ data, path, content, navigate }: AppViewProps) {
  const [client] = useState(() => browserClient ?? new QueryClient());
  const navigator = useMemo(() => routerNavigator(navigate), [navigate]);
  const pathname = path.split('?')[0] ?? path;
  const cartPage = (
    <RouteErrorBoundary key={pathname} fallback={CartError}>
      <CartPage data={data} content={content} />
    </RouteErrorBoundary>
  );
  // The route's own chunk is loaded (loadAppView) before it renders; only the route shown is asked for.
  const checkoutPage = () => {
    const { CheckoutPage, ErrorBoundary: CheckoutError } = checkoutModule();
    // One boundary for every step, so the checkout keeps its state from step to step.
    return (
      <RouteErrorBoundary fallback={CheckoutError}>
        <CheckoutPage data={data} path={path} {...(navigate ? { navigate } : {})} />
      </RouteErrorBoundary>
    );
  };
  const orderPage = () => {
    const { OrderConfirmationPage, ErrorBoundary: OrderError } = orderModule();
    return (
      <RouteErrorBoundary key={pathname} fallback={OrderError}>
        <OrderConfirmationPage data={data} path={path} />
      </RouteErrorBoundary>
    );
  };
  return (
    <QueryClientProvider client={client}>
      <Router location={pathname} navigator={navigator} static={navigate === undefined}>
        <Routes>
          {['', '/pre'].map((prefix) => [
            <Route key={`${prefix}cart`} path={`${prefix}/:locale/cart`} element={cartPage} />,
            <Route key={`${prefix}checkout`} path={`${prefix}/:locale/checkout`} element={<Lazy render={checkoutPage} />} />,
            <Route key={`${prefix}checkout-step`} path={`${prefix}/:locale/checkout/:step`} element={<Lazy render={checkoutPage} />} />,
            <Route key={`${prefix}order`} path={`${prefix}/:locale/order-confirmation`} element={<Lazy render={orderPage} />} />,
          ])}
        </Routes>
      </Router>
    </QueryClientProvider>
  );
}
