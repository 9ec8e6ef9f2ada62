import { useEffect, useSyncExternalStore } from 'react';
import { useMessages, useRuntime } from '../../runtime/react';
import { wishlistsDisabled } from '../associate/in-store-session';
import { useInStoreSession } from '../associate/use-in-store';
import { favoriteStore } from './browser-favorites';
import type { HeartState } from './favorite-store';

const UNKNOWN: HeartState = { known: false };

/** A heart's state: unknown on the server and while hydrating, the browser's once its list is read. */
export function useHeart(locale: string, productId: string): HeartState {
  const state = useSyncExternalStore(
    favoriteStore.subscribe,
    () => favoriteStore.heart(locale, productId),
    () => UNKNOWN,
  );
  useEffect(() => {
    void favoriteStore.load(locale);
  }, [locale]);
  return state;
}

export interface FavoriteHeartProps {
  readonly name: string;
  readonly state: HeartState;
  readonly onToggle: () => void;
  readonly size?: 'sm' | 'lg';
}

/**
 * The heart itself: a toggle button (`aria-pressed`) named for the product. Until the shopper's list is known it is
 * an empty slot of the same size (the server never says what one browser's shopper likes); while a change is on its
 * way it shows the state asked for and takes no other press; refused, it says so beside it.
 */
export function FavoriteHeart({ name, state, onToggle, size = 'sm' }: FavoriteHeartProps) {
  const t = useMessages();
  if (!state.known) return <span className={`ts-heart ts-heart--${size} ts-heart--slot`} aria-hidden="true" />;
  const shown = state.pending ? !state.on : state.on;
  return (
    <span className={`ts-heart-wrap ts-heart-wrap--${size}`}>
      <button
        type="button"
        className={`ts-heart ts-heart--${size}${shown ? ' ts-heart--on' : ''}${state.pending ? ' ts-heart--pending' : ''}`}
        aria-pressed={shown}
        aria-label={t('favorites.toggle', { name })}
        aria-busy={state.pending || undefined}
        onClick={() => {
          if (!state.pending) onToggle();
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.8.8.8-.8a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z"
            fill={shown ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {state.failed ? (
        <span className="ts-heart__error" role="alert">
          {t('favorites.error')}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A product's heart wired to the browser's favourites (cards and the product page); none while an in-store associate
 * sells from this tab (spec 000 §4).
 */
export function FavoriteToggle({ productId, name, size = 'sm' }: { readonly productId: string; readonly name: string; readonly size?: 'sm' | 'lg' }) {
  const { site } = useRuntime();
  const locale = site.locale.locale;
  const state = useHeart(locale, productId);
  if (wishlistsDisabled(useInStoreSession())) return null;
  return <FavoriteHeart name={name} state={state} size={size} onToggle={() => void favoriteStore.toggle(locale, productId)} />;
}
