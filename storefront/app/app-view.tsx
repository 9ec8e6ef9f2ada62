import type { ComponentType, ReactNode } from 'react';
import { loadAppMessages, siteForLocale } from '../../runtime/core';
import type { PageLoaderData, PageView } from '../data/page-data';

export interface AppViewProps {
  readonly data: PageLoaderData;
  /** Path and query of the page, as the shopper asked for it. */
  readonly path: string;
  /** The page's content sections, rendered by the shell's block renderer. */
  readonly content: ReactNode;
  /** Client-side navigation; absent on the server. */
  readonly navigate?: (href: string, options?: { readonly replace?: boolean }) => void;
}

let AppRoutes: ComponentType<AppViewProps> | undefined;
let loadPage: ((view: PageView) => Promise<void>) | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the app routes' chunk (the client router, TanStack Query, the cart) once, the page's own chunk (the checkout
 * or the confirmation), and the app routes' words of the page's locale: before the first render of an app route, on
 * the server as in the browser, so nothing suspends and hydration finds the server's HTML. Content pages never load
 * them.
 */
export async function loadAppView(locale: string, view: PageView): Promise<void> {
  await Promise.all([loadAppChunk().then(() => loadPage?.(view)), loadAppMessages(siteForLocale(locale)?.locale.tag ?? locale)]);
}

function loadAppChunk(): Promise<void> {
  loading ??= import('../app-routes').then(
    (module) => {
      AppRoutes = module.AppRoutes;
      loadPage = module.loadAppPage;
    },
    (error: unknown) => {
      loading = undefined; // a later navigation tries again
      throw error;
    },
  );
  return loading;
}

/** An app route's page, rendered by the client router of the app chunk (loaded first with `loadAppView`). */
export function AppView(props: AppViewProps) {
  if (!AppRoutes) throw new Error('An app route rendered before its chunk loaded (call loadAppView first)');
  return <AppRoutes {...props} />;
}
