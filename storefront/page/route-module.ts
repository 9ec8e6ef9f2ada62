import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction } from 'react-router';
import type { PageLoaderData } from '../data/page-data';
import type { PageMeta } from '../data/page-query';

/** What a route says of its pages beside its loader: whether they belong to one shopper (`private, no-store`). */
export interface PageRouteHandle {
  readonly shopper: boolean;
}

/** How a client-side navigation goes: replacing the history entry, and staying where the shopper is. */
export interface NavigateOptions {
  readonly replace?: boolean;
  /** A choice on the same page (a colour, a size, an order): no scroll to the top, and focus stays on the control. */
  readonly stay?: boolean;
}

/** Client-side navigation; absent on the server, where links are plain links. */
export type Navigate = (href: string, options?: NavigateOptions) => void;

/** What a route's component is given: the page's loader data, its path and query, its content sections, and, in the browser, navigation. */
export interface RoutePageProps {
  readonly data: PageLoaderData;
  /** Path and query of the page, as the shopper asked for it. */
  readonly path: string;
  /** The page's content sections, rendered by the shell's block renderer. */
  readonly content: ReactNode;
  /** Client-side navigation; absent on the server. */
  readonly navigate?: Navigate | undefined;
}

/**
 * One route module's anatomy (each file of `routes/`, in this order): `meta` (head tags), `loader` (its critical
 * query, run on the server), `Component` (the page's `<main>`), `ErrorBoundary` (the `<main>` standing in when no page
 * data came back), and `handle` when its pages are a shopper's own.
 */
export interface RouteModule {
  /** Server only: the browser's build of a route module leaves `meta` and `loader` out (`vite-plugin.ts`). */
  readonly meta?: PageMeta | undefined;
  readonly loader?: LoaderFunction | undefined;
  readonly Component?: ComponentType<RoutePageProps>;
  readonly ErrorBoundary?: ComponentType<{ readonly status: number }>;
  readonly handle?: PageRouteHandle;
}
