import type { RouteModule } from '../page/route-module';
import type { StorefrontRoute } from '../routes';
import { matchPageRoute } from './match-route';

const loaded = new Map<StorefrontRoute, RouteModule>();

/**
 * Loads the module of the route a path matches in the route table (its chunk), once: before the first render of an
 * app route's page, at start as on a navigation, so nothing suspends. `undefined` for the paths that only redirect.
 */
export async function loadRouteModule(path: string): Promise<RouteModule | undefined> {
  const route = matchPageRoute(path);
  if (!route) return undefined;
  const module = loaded.get(route) ?? (await route.lazy());
  loaded.set(route, module);
  return module;
}

/** The module of the route a path matches, when `loadRouteModule` loaded it. */
export function loadedRouteModule(path: string): RouteModule | undefined {
  const route = matchPageRoute(path);
  return route ? loaded.get(route) : undefined;
}
