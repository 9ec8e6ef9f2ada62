import type { LoaderFunctionArgs } from 'react-router';
import { useState, type ReactNode } from 'react';
import { isShopperArea } from '../../runtime/core';
import { useMessages } from '../../runtime/react';
import { CartEmpty, CartSkeleton, CartView, cartErrorMessage } from '../cart';
import { errorDetail, removeItem, setQuantity, useCart, useCartChange, withoutLine, withQuantity } from '../commerce';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { PageError } from '../shell/PageError';

/**
 * The cart (`/{locale}/cart`), an app route: rendered inside the client router of the app routes' chunk, never part of a content
 * page's first load. The server renders the site's `cart` page (its content is the empty cart's) around a loading
 * cart; in the browser the shopper's cart comes from the API through TanStack Query, and each change shows at once
 * and is rolled back if the server refuses it.
 */

export const meta = pageMeta;

const query: PageQuery = async ({ api, mode, site }) => ({ doc: await api.content.augmentedPage(mode, site.siteId, 'cart') });

export const loader = (args: LoaderFunctionArgs) => loadPage(args, { meta, query, view: 'cart' });

function ShopperCart({ data, content }: { readonly data: PageLoaderData; readonly content: ReactNode }) {
  const t = useMessages();
  const locale = data.site.locale;
  const home = `/${locale}`;
  const cart = useCart(locale);
  const change = useCartChange(locale);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [lineErrors, setLineErrors] = useState<Readonly<Record<string, string>>>({});

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError)
    return (
      <CartEmpty continueHref={home}>
        <p className="ts-cart__notice" role="alert">
          {t('cart.error.generic')}
        </p>
      </CartEmpty>
    );
  const current = cart.data;
  // The cart page's content is the empty cart's own (a way back to the shop); without it, the built-in one.
  if (current.items.length === 0) {
    return content ? (
      <div className="ts-cart ts-cart--empty">
        <h1 className="ts-sr-only">{t('cart.emptyTitle')}</h1>
        {content}
      </div>
    ) : (
      <CartEmpty continueHref={home} />
    );
  }

  const run = (itemId: string, mutation: Parameters<typeof change.mutateAsync>[0]) => {
    setPending((now) => new Set(now).add(itemId));
    setLineErrors(({ [itemId]: _gone, ...rest }) => rest);
    change
      .mutateAsync(mutation)
      .catch((error: unknown) => {
        setLineErrors((now) => ({ ...now, [itemId]: cartErrorMessage(t, errorDetail(error)) }));
      })
      .finally(() => {
        setPending((now) => {
          const next = new Set(now);
          next.delete(itemId);
          return next;
        });
      });
  };
  const upcOf = (itemId: string) => current.items.find((item) => item.itemId === itemId)?.upc ?? '';
  const flash = current.flash.length > 0 ? t('cart.error.itemsOutOfStock') : undefined;
  return (
    <CartView
      cart={current}
      onQuantity={(itemId, qty) => {
        const upc = upcOf(itemId);
        run(itemId, { change: setQuantity(upc, qty), optimistic: (c) => withQuantity(c, upc, qty) });
      }}
      onRemove={(itemId) => {
        const upc = upcOf(itemId);
        run(itemId, { change: removeItem(upc), optimistic: (c) => withoutLine(c, upc) });
      }}
      pendingItemIds={pending}
      lineErrors={lineErrors}
      {...(flash ? { notice: flash } : {})}
      checkoutHref={`/${locale}/checkout/shipping`}
      continueHref={home}
    />
  );
}

/**
 * The cart's `<main>`: the shopper's cart; the page's content sections (rendered by the shell's block renderer,
 * already in the first load) stand for the empty cart.
 */
export function CartPage({ data, content }: { readonly data: PageLoaderData; readonly content: ReactNode }) {
  return (
    <main id="main" className="ts-main" tabIndex={-1} data-page-type={data.pageType} data-route="cart">
      <ShopperCart data={data} content={content} />
    </main>
  );
}

export const Component = CartPage;

/** The cart's `<main>` when it failed to render. */
export const ErrorBoundary = PageError;

export const handle = { shopper: isShopperArea('cart') };
