import { describe, expect, it, vi } from 'vitest';
import { createFavoriteStore, entriesOf, type FavoriteCalls } from '../../../../storefront/favorites/favorite-store';
import { pageCount, pageHref, pageOf, startOf } from '../../../../storefront/favorites/favorites-paging';

const LIST = 'abcdefghij0123456789';
const item = (id: string, itemId = `item${id.toLowerCase()}0000000000000000`) => ({ id, itemId });

function calls(overrides: Partial<FavoriteCalls> = {}): FavoriteCalls {
  return {
    hasSession: () => true,
    read: vi.fn(() => Promise.resolve({ favoriteId: LIST, items: [item('RL100234')], total: 1 })),
    add: vi.fn((_locale: string, id: string) => Promise.resolve({ favoriteId: LIST, items: [item(id), item('RL100234')], total: 2 })),
    remove: vi.fn(() => Promise.resolve({ favoriteId: LIST, items: [], total: 0 })),
    ...overrides,
  };
}

describe('the hearts’ store', () => {
  it('knows nothing until the list is read, then says which products are favourites', async () => {
    const store = createFavoriteStore(calls());
    expect(store.heart('en-us', 'RL100234')).toEqual({ known: false });
    await store.load('en-us');
    expect(store.heart('en-us', 'RL100234')).toEqual({ known: true, on: true, pending: false, failed: false });
    expect(store.heart('en-us', 'RL999999')).toEqual({ known: true, on: false, pending: false, failed: false });
    // Another site's list is its own.
    expect(store.heart('fr-fr', 'RL100234')).toEqual({ known: false });
  });

  it('reads a long list page by page, once however many hearts ask', async () => {
    const read = vi.fn((_locale: string, start: number) =>
      Promise.resolve({ favoriteId: LIST, items: start === 0 ? [item('RL000001'), item('RL000002')] : [item('RL000003')], total: 3 }),
    );
    const store = createFavoriteStore(calls({ read }));
    await Promise.all([store.load('en-us'), store.load('en-us')]);
    expect(read.mock.calls.map(([, start]) => start)).toEqual([0, 2]);
    expect(store.heart('en-us', 'RL000003')).toMatchObject({ on: true });
  });

  it('calls nothing without a session: a visitor with no token has no favourites', async () => {
    const read = vi.fn();
    const store = createFavoriteStore(calls({ hasSession: () => false, read }));
    await store.load('en-us');
    expect(read).not.toHaveBeenCalled();
    expect(store.heart('en-us', 'RL100234')).toMatchObject({ known: true, on: false });
  });

  it('stays unknown when the list cannot be read, and reads it again next time', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ favoriteId: null, items: [], total: 0 });
    const store = createFavoriteStore(calls({ read }));
    await store.load('en-us');
    expect(store.heart('en-us', 'RL100234')).toEqual({ known: false });
    await store.load('en-us');
    expect(store.heart('en-us', 'RL100234')).toMatchObject({ known: true, on: false });
  });

  it('turns a heart on, then off with the item the server answered, pending in between', async () => {
    const c = calls({ read: vi.fn(() => Promise.resolve({ favoriteId: null, items: [], total: 0 })) });
    const store = createFavoriteStore(c);
    await store.load('en-us');
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.heart('en-us', 'RL555555')));
    await store.toggle('en-us', 'RL555555');
    expect(seen[0]).toEqual({ known: true, on: false, pending: true, failed: false });
    expect(store.heart('en-us', 'RL555555')).toEqual({ known: true, on: true, pending: false, failed: false });
    await store.toggle('en-us', 'RL555555');
    expect(c.remove).toHaveBeenCalledWith('en-us', LIST, 'itemrl5555550000000000000000');
    expect(store.heart('en-us', 'RL555555')).toMatchObject({ on: false });
  });

  it('keeps the heart as it was and says so when the server refuses', async () => {
    const store = createFavoriteStore(calls({ add: vi.fn().mockRejectedValue(new Error('409')) }));
    await store.load('en-us');
    await store.toggle('en-us', 'RL777777');
    expect(store.heart('en-us', 'RL777777')).toEqual({ known: true, on: false, pending: false, failed: true });
  });

  it('reads the lists again on refresh, keeping the hearts known meanwhile', async () => {
    const read = vi
      .fn()
      .mockResolvedValueOnce({ favoriteId: LIST, items: [item('RL100234')], total: 1 })
      .mockResolvedValueOnce({ favoriteId: LIST, items: [], total: 0 });
    const store = createFavoriteStore(calls({ read }));
    await store.load('en-us');
    const refreshed = store.refresh();
    expect(store.heart('en-us', 'RL100234')).toMatchObject({ known: true, on: true });
    await refreshed;
    expect(store.heart('en-us', 'RL100234')).toMatchObject({ known: true, on: false });
  });

  it('gives the same snapshot while nothing changed', async () => {
    const store = createFavoriteStore(calls());
    await store.load('en-us');
    expect(store.heart('en-us', 'RL100234')).toBe(store.heart('en-us', 'RL100234'));
  });

  it('maps pages to entries, skipping a list not made yet', () => {
    expect(entriesOf([{ favoriteId: null, items: [], total: 0 }])).toEqual(new Map());
    expect(entriesOf([{ favoriteId: LIST, items: [item('RL100234', 'x')], total: 1 }]).get('RL100234')).toEqual({ favoriteId: LIST, itemId: 'x' });
  });
});

describe('favourites paging', () => {
  it('reads the page from the URL, the first for anything else', () => {
    expect(pageOf('/en-us/favorites')).toBe(1);
    expect(pageOf('/en-us/favorites?page=3')).toBe(3);
    expect(pageOf('/en-us/favorites?page=0')).toBe(1);
    expect(pageOf('/en-us/favorites?page=2.5')).toBe(1);
    expect(pageOf('/en-us/favorites?page=abc')).toBe(1);
  });

  it('counts starts, pages and links', () => {
    expect(startOf(1)).toBe(0);
    expect(startOf(3, 24)).toBe(48);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageHref('/en-us/favorites', 1)).toBe('/en-us/favorites');
    expect(pageHref('/en-us/favorites', 2)).toBe('/en-us/favorites?page=2');
  });
});
