import { createContext, use } from 'react';
import type { RouteModule } from '../routes';
import type { PageState } from './page-state';

export interface PageContextValue {
  readonly state: PageState;
  /** The module of the page's route (its component and error boundary); absent when it could not be loaded. */
  readonly route?: RouteModule | undefined;
  /** Client-side navigation; absent on the server, where links are plain links. */
  readonly navigate?: (href: string, options?: { readonly replace?: boolean }) => void;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The page being rendered, its route's module and, in the browser, how to go to another one. */
export function usePage(): PageContextValue {
  const value = use(PageContext);
  if (!value) throw new Error('usePage needs a PageContext provider (the storefront document)');
  return value;
}
