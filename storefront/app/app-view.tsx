import type { ComponentType } from 'react';
import { loadAppMessages, siteForLocale } from '../../runtime/core';
import type { AppViewProps } from './app-routes';

let AppRoutes: ComponentType<AppViewProps> | undefined;
let loadRoute: ((path: string) => Promise<unknown>) | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the app routes' chunk (the client router, TanStack Query, the route table's matcher) once, the module of the
 * route `path` matches (the cart's, the checkout's, the confirmation's), and the app routes' words of the page's locale:
 * before the first render of an app route, on the server as in the browser, so nothing suspends and hydration finds
 * the server's HTML. Content pages never load them.
 */
export async function loadAppView(locale: string, path?: string): Promise<void> {
  await Promise.all([
    loadAppChunk().then(() => (path === undefined ? undefined : loadRoute?.(path))),
    loadAppMessages(siteForLocale(locale)?.locale.tag ?? locale),
  ]);
}

function loadAppChunk(): Promise<void> {
  loading ??= import('./app-routes').then(
    (module) => {
      AppRoutes = module.AppRoutes;
      loadRoute = module.loadRouteModule;
    },
    (error: unknown) => {
      loading = undefined; // a later navigation tries again
      throw error;
    },
  );
  return loading;
}

/** An app route's page, rendered inside the client router of the app routes' chunk (loaded first with `loadAppView`). */
export function AppView(props: AppViewProps) {
  if (!AppRoutes) throw new Error('An app route rendered before its chunk loaded (call loadAppView first)');
  return <AppRoutes {...props} />;
}
