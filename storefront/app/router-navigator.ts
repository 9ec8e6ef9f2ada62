import { createPath } from 'react-router';
import type { Navigator, To } from 'react-router';
import type { RoutePageProps } from '../page/route-module';

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * React Router's navigator over the storefront's own navigation: the shell keeps the one history (entries,
 * scroll positions, focus), so a route's links and `navigate` calls go through it like any content link, and
 * back and forward behave the same on content pages and app routes.
 */
export function routerNavigator(navigate: RoutePageProps['navigate']): Navigator {
  const go = (to: To, replace: boolean) => {
    if (navigate) navigate(hrefOf(to), { replace });
    else throw new Error('App routes navigate in the browser only');
  };
  return {
    createHref: hrefOf,
    go: (delta) => window.history.go(delta),
    push: (to) => go(to, false),
    replace: (to) => go(to, true),
  };
}
