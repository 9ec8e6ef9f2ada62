import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPageRoute } from '../../../storefront/app/match-route';
import { pageRouteById, pageRoutes, routes } from '../../../storefront/routes';
import * as contentPage from '../../../storefront/routes/content-page';
import { withoutServerExports } from '../../../storefront/routes/vite-plugin';

/** Paths of every route shape, plain and in preview, with the spellings React Router ranks between. */
const paths = [
  '/en-us',
  '/en-us/',
  '/EN-US/About',
  '/en-us/about',
  '/en-us/help/returns',
  '/en-us/help/returns/how-to-return',
  '/en-us/a/b/c/d',
  '/en-us/c/boots-1234',
  '/en-us/p/boot-RL10062010',
  '/en-us/c',
  '/en-us/p',
  '/en-us/cart',
  '/en-us/cart/x',
  '/en-us/search',
  '/en-us/checkout',
  '/en-us/checkout/shipping',
  '/en-us/checkout/payment',
  '/en-us/order-confirmation',
  '/en-us/account',
  '/en-us/account/profile',
  '/en-us/account/a/b',
  '/en-us/favorites',
  '/en-us/favorites/abcdefghij0123456789',
  '/en-us/favorites/a/b',
  '/en-us/store-locator',
  '/en-us/gift-card',
  '/en-us/contact-us',
  '/en-us/help/contact-us',
  '/en-us/sign-in',
  '/en-us/sign-up',
  '/en-us/forgot-password',
  '/en-us/reset-password',
  '/pre/en-us/reset-password',
  '/en-us/newsletter/confirm',
  '/en-us/newsletter/unsubscribe',
  '/xx-yy/cart',
  '/pre/en-us',
  '/pre/en-us/c/boots-1234',
  '/pre/en-us/checkout/billing',
  '/pre/c/x',
  '/pre/x',
  '/pre/a/b/c/d/e',
  '/nothing',
  '/a/b/c/d/e/f',
  '/en-us/caf%C3%A9',
  '/en-us/a%2Fb',
];

describe('the route table', () => {
  it('is matched in the browser as React Router matches it on the server', () => {
    for (const path of paths) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route.id;
      expect({ path, route: matchPageRoute(path)?.id }).toEqual({ path, route: leaf === undefined ? undefined : pageRouteById(leaf)?.id });
    }
  });

  it('sends / and /pre to their redirects, which have no module', () => {
    for (const path of ['/', '/pre', '/pre/']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.id).toMatch(/index$/);
      expect(matchPageRoute(path)).toBeUndefined();
    }
  });

  // Imports every route module (the account's forms and their rules among them): slow on a loaded machine.
  it(
    "renders every content route with the content pages' component, which the browser renders them with; only the app routes differ",
    { timeout: 30_000 },
    async () => {
      const differ: string[] = [];
      for (const route of pageRoutes) {
        const module = await route.lazy();
        expect(module.loader, route.id).toBeTypeOf('function');
        expect(module.ErrorBoundary, route.id).toBe(contentPage.ErrorBoundary);
        if (module.Component !== contentPage.Component) differ.push(route.id);
      }
      expect(differ).toEqual([
        'cart',
        'checkout',
        'checkout-step',
        'order-confirmation',
        'account',
        'account-section',
        'account-item',
        'sign-up',
        'forgot-password',
        'reset-password',
        'associate-login',
        'newsletter-confirm',
        'newsletter-unsubscribe',
        'favorites',
        'favorites-shared',
        'contact-us',
      ]);
    },
  );

  it("marks a shopper's own pages by their module's handle", async () => {
    const shopper: string[] = [];
    for (const route of pageRoutes) if ((await route.lazy()).handle?.shopper) shopper.push(route.id);
    expect(shopper.sort()).toEqual([
      'account',
      'account-item',
      'account-section',
      // An employee's sign-in and a store's staff.
      'associate-login',
      'cart',
      'checkout',
      'checkout-step',
      'favorites',
      'favorites-shared',
      // Its URL carries a one-time secret.
      'newsletter-confirm',
      // Its URL carries a subscription's signed token.
      'newsletter-unsubscribe',
      'order-confirmation',
      // Its URL carries a one-time secret.
      'reset-password',
    ]);
  });
});

describe("the browser's build of a route module", () => {
  it('exports meta and loader as undefined, and keeps the rest', () => {
    const source = [
      "import { pageMeta } from '../meta';",
      'export const meta = pageMeta;',
      "export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'content' });",
      'export const Component = PageMain;',
      'export function ErrorBoundary() { return null; }',
    ].join('\n');
    const out = withoutServerExports(source, 'storefront/routes/x.tsx')?.code ?? '';
    expect(out).toContain('export const meta = undefined;');
    expect(out).toContain('export const loader = undefined;');
    expect(out).toContain('export const Component = PageMain;');
    expect(out).toContain('export function ErrorBoundary() { return null; }');
    expect(out).not.toContain('loadPage(');
  });

  it('leaves a module without them as it is', () => {
    expect(withoutServerExports('export const Component = PageMain;', 'storefront/routes/x.tsx')).toBeNull();
  });
});
