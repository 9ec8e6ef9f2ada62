import type { LoaderFunctionArgs } from 'react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isShopperArea } from '../../runtime/core';
import { useMessages } from '../../runtime/react';
import { CartEmpty, CartSkeleton, CartView, SavedForLater, cartErrorMessage } from '../cart';
import { errorDetail, removeItem, setQuantity, useCart, useCartChange, useSavedForLater, withoutLine, withQuantity } from '../commerce';
import type { PageLoaderData } from '../data/page-data';
import { loadPage } from '../data/page-loader';
import type { PageQuery } from '../data/page-query';
import { pageMeta } from '../meta';
import { wishlistsDisabled } from '../associate/in-store-session';
import { useInStoreSession } from '../associate/use-in-store';
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

  const later = useSavedForLater(locale);
  // Spec 000 §4: no saved-for-later while an in-store associate sells from this tab.
  const laterOff = wishlistsDisabled(useInStoreSession());
  const [said, setSaid] = useState('');
  const focus = useRef<'bag' | 'saved'>(undefined);
  // After a move, focus follows the line to the list it went to (the bag's heading, or the saved list's).
  useEffect(() => {
    const where = focus.current;
    if (!where) return;
    focus.current = undefined;
    const target = document.querySelector<HTMLElement>(where === 'saved' ? '#ts-saved-title' : '.ts-cart__title, .ts-cart-empty__title');
    target?.focus();
  });

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
  const savedLines = later.saved.data;

  const busy = (itemId: string, on: boolean) =>
    setPending((now) => {
      const next = new Set(now);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  /** A move between the bag and saved for later: the line is busy, then said and focused where it went, or its error shown at it. */
  const move = (itemId: string, call: () => Promise<void>, done: { readonly said: string; readonly focus?: 'bag' | 'saved' }) => {
    busy(itemId, true);
    setLineErrors(({ [itemId]: _gone, ...rest }) => rest);
    call()
      .then(() => {
        focus.current = done.focus;
        setSaid(done.said);
      })
      .catch((error: unknown) => setLineErrors((now) => ({ ...now, [itemId]: cartErrorMessage(t, errorDetail(error)) })))
      .finally(() => busy(itemId, false));
  };
  const savedList =
    !laterOff && savedLines && savedLines.saveForLaterId && savedLines.items.length > 0 ? (
      <SavedForLater
        items={savedLines.items}
        pendingItemIds={pending}
        lineErrors={lineErrors}
        onMoveToBag={(itemId) => {
          const name = savedLines.items.find((item) => item.itemId === itemId)?.name ?? '';
          const listId = savedLines.saveForLaterId ?? '';
          move(itemId, () => later.moveBack(listId, itemId), { said: t('cart.movedAnnounce', { name }), focus: 'bag' });
        }}
        onRemove={(itemId) => {
          const name = savedLines.items.find((item) => item.itemId === itemId)?.name ?? '';
          const listId = savedLines.saveForLaterId ?? '';
          move(itemId, () => later.remove(listId, itemId), { said: t('cart.removedSavedAnnounce', { name }), focus: 'bag' });
        }}
      />
    ) : null;
  const status = (
    <p className="ts-sr-only" role="status">
      {said}
    </p>
  );

  // The cart page's content is the empty cart's own (a way back to the shop); without it, the built-in one.
  if (current.items.length === 0) {
    return content ? (
      <div className="ts-cart ts-cart--empty">
        <h1 className="ts-sr-only" tabIndex={-1}>
          {t('cart.emptyTitle')}
        </h1>
        {status}
        {content}
        {savedList}
      </div>
    ) : (
      <CartEmpty continueHref={home}>
        {status}
        {savedList}
      </CartEmpty>
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
    <>
      {status}
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
        onSaveForLater={
          laterOff
            ? undefined
            : (itemId) => {
                const name = current.items.find((item) => item.itemId === itemId)?.name ?? '';
                move(itemId, () => later.save(current.id, itemId), { said: t('cart.savedAnnounce', { name }), focus: 'saved' });
              }
        }
        saved={savedList}
        pendingItemIds={pending}
        lineErrors={lineErrors}
        {...(flash ? { notice: flash } : {})}
        checkoutHref={`/${locale}/checkout/shipping`}
        continueHref={home}
      />
    </>
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
