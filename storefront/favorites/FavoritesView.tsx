import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../runtime/react';
import { readFavorites, readSharedFavorites, removeFavorite, shareFavorites, type FavoritesPage } from '../commerce/favorites-api';
import type { Navigate } from '../page/route-module';
import { favoriteStore } from './browser-favorites';
import { FavoriteItemCard } from './FavoriteItemCard';
import { FAVORITES_PER_PAGE, pageCount, pageHref, pageOf, startOf } from './favorites-paging';

export const favoritesQueryKey = (locale: string, page: number) => ['favorites', locale, page] as const;

/** Previous and next page links, and where the shopper is; none when the list fits one page. */
function Pages({
  base,
  page,
  pages,
  navigate,
}: {
  readonly base: string;
  readonly page: number;
  readonly pages: number;
  readonly navigate?: Navigate | undefined;
}) {
  const t = useMessages();
  if (pages < 2) return null;
  const go = (href: string) => (event: React.MouseEvent) => {
    if (!navigate) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <nav className="ts-favorites__pages" aria-label={t('favoritesPage.pages')}>
      {page > 1 ? (
        <a href={pageHref(base, page - 1)} onClick={go(pageHref(base, page - 1))}>
          {t('favoritesPage.previous')}
        </a>
      ) : null}
      <span>{t('favoritesPage.pageOf', { page, pages })}</span>
      {page < pages ? (
        <a href={pageHref(base, page + 1)} onClick={go(pageHref(base, page + 1))}>
          {t('favoritesPage.next')}
        </a>
      ) : null}
    </nav>
  );
}

export interface FavoritesListProps {
  readonly locale: string;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
  /** Where the share link points: the store's own origin (a story names one). */
  readonly origin?: string | undefined;
}

/**
 * The shopper's favourites (`/{locale}/favorites`): a page of them as cards (remove, choose a size on the product
 * page), paging, the empty state, and sharing, which makes the list's link. Read in the browser only.
 */
export function FavoritesList({ locale, path, navigate, origin }: FavoritesListProps) {
  const t = useMessages();
  const client = useQueryClient();
  const page = pageOf(path);
  const base = `/${locale}/favorites`;
  const list = useQuery({
    queryKey: favoritesQueryKey(locale, page),
    queryFn: () => readFavorites(locale, startOf(page), FAVORITES_PER_PAGE),
    staleTime: 0,
    retry: 1,
  });
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<string>();
  const [pending, setPending] = useState<string>();
  const [share, setShare] = useState<{ readonly url?: string; readonly error?: boolean }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useMutation({
    mutationFn: (args: { readonly favoriteId: string; readonly itemId: string; readonly name: string }) =>
      removeFavorite(locale, args.favoriteId, args.itemId),
  });
  const shareIt = useMutation({ mutationFn: (favoriteId: string) => shareFavorites(locale, favoriteId) });
  const focusAfter = useRef(false);
  useEffect(() => {
    if (!focusAfter.current) return;
    focusAfter.current = false;
    heading.current?.focus();
  });

  if (list.isPending)
    return (
      <div className="ts-favorites" aria-busy="true">
        <h1 className="ts-favorites__title">{t('favoritesPage.title')}</h1>
        <p role="status">{t('favoritesPage.loading')}</p>
      </div>
    );
  if (list.isError)
    return (
      <div className="ts-favorites">
        <h1 className="ts-favorites__title">{t('favoritesPage.title')}</h1>
        <p role="alert">{t('favoritesPage.loadError')}</p>
      </div>
    );
  const current: FavoritesPage = list.data;
  const pages = pageCount(current.total);
  const onRemove = (itemId: string, name: string) => {
    if (!current.favoriteId) return;
    setPending(itemId);
    setFailed(undefined);
    remove.mutate(
      { favoriteId: current.favoriteId, itemId, name },
      {
        onSuccess: () => {
          // The removed card is gone: focus goes to the list's heading, which says where the shopper is.
          focusAfter.current = true;
          setSaid(t('favoritesPage.removed', { name }));
          void client.invalidateQueries({ queryKey: ['favorites', locale] });
          // Hearts met later in this visit (a client-side navigation keeps the store) show it gone.
          void favoriteStore.refresh();
        },
        onError: () => setFailed(t('favoritesPage.removeError', { name })),
        onSettled: () => setPending(undefined),
      },
    );
  };
  return (
    <div className="ts-favorites">
      <h1 className="ts-favorites__title" ref={heading} tabIndex={-1}>
        {t('favoritesPage.title')} <span className="ts-favorites__count">({t('favoritesPage.count', { count: current.total })})</span>
      </h1>
      <p className="ts-sr-only" role="status">
        {said}
      </p>
      {failed ? <p role="alert">{failed}</p> : null}
      {current.items.length === 0 ? (
        <div className="ts-favorites__empty">
          <h2>{t('favoritesPage.emptyTitle')}</h2>
          <p>{t('favoritesPage.emptyText')}</p>
          <a className="ts-button ts-button--primary ts-button--md" href={`/${locale}`}>
            {t('cart.continueShopping')}
          </a>
        </div>
      ) : (
        <>
          <div className="ts-favorites__bar">
            {current.favoriteId ? (
              <button
                type="button"
                className="ts-button ts-button--secondary ts-button--sm"
                aria-disabled={shareIt.isPending || undefined}
                onClick={() => {
                  if (shareIt.isPending || !current.favoriteId) return;
                  setShare({});
                  shareIt.mutate(current.favoriteId, {
                    onSuccess: (answer) => setShare({ url: new URL(answer.shareUrl, origin ?? window.location.origin).href }),
                    onError: () => setShare({ error: true }),
                  });
                }}
              >
                {t('favoritesPage.share')}
              </button>
            ) : null}
            <div role="status" className="ts-favorites__share">
              {share.url ? (
                <p>
                  {t('favoritesPage.shareLink')}{' '}
                  <a className="ts-favorites__share-link" href={share.url}>
                    {share.url}
                  </a>
                </p>
              ) : null}
            </div>
            {share.error ? <p role="alert">{t('favoritesPage.shareError')}</p> : null}
          </div>
          <ul className="ts-favorites__grid">
            {current.items.map((item) => (
              <li key={item.itemId}>
                <FavoriteItemCard item={item} pending={pending === item.itemId} onRemove={() => onRemove(item.itemId, item.name)} />
              </li>
            ))}
          </ul>
          <Pages base={base} page={page} pages={pages} navigate={navigate} />
        </>
      )}
    </div>
  );
}

/** A shared list (`/{locale}/favorites/{favoriteId}`): anyone with the link reads it; no way to change it. */
export function SharedFavorites({ locale, favoriteId }: { readonly locale: string; readonly favoriteId: string }) {
  const t = useMessages();
  const list = useQuery({ queryKey: ['favorites-shared', locale, favoriteId], queryFn: () => readSharedFavorites(locale, favoriteId), retry: false });
  return (
    <div className="ts-favorites ts-favorites--shared" aria-busy={list.isPending || undefined}>
      <h1 className="ts-favorites__title">{t('favoritesPage.sharedTitle')}</h1>
      {list.isPending ? <p role="status">{t('favoritesPage.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('favoritesPage.sharedGone')}</p> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <p>{t('favoritesPage.emptyTitle')}</p>
        ) : (
          <ul className="ts-favorites__grid">
            {list.data.items.map((item) => (
              <li key={item.itemId}>
                <FavoriteItemCard item={item} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
