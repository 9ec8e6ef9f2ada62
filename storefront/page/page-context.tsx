import { createContext, use } from 'react';
import type { Navigate, RouteModule } from './route-module';
import type { PageState } from './page-state';

export interface PageContextValue {
  readonly state: PageState;
  /** The module of the page's route (its component and error boundary); absent when it could not be loaded. */
  readonly route?: RouteModule | undefined;
  /** Client-side navigation; absent on the server, where links are plain links. */
  readonly navigate?: Navigate | undefined;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The page being rendered, its route's module and, in the browser, how to go to another one. */
export function usePage(): PageContextValue {
  const value = use(PageContext);
  if (!value) throw new Error('usePage needs a PageContext provider (the storefront document)');
  return value;
}

/** Client-side navigation, where there is a page being navigated (the browser's document); else undefined (plain links). */
export function useNavigate(): Navigate | undefined {
  return use(PageContext)?.navigate;
}
