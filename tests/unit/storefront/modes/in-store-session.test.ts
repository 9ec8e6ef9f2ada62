import { describe, expect, it } from 'vitest';
import {
  endInStoreSession,
  inStoreSalesInfo,
  readInStoreSession,
  startInStoreSession,
  wishlistsDisabled,
} from '../../../../storefront/associate/in-store-session';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
};

const session = { storeId: 'RL-DEN-01', storeName: 'Denver', storeEmployeeId: 'E100', storeEmployeeName: 'Ana' };

describe('the in-store associate session (spec 000 §3, §6)', () => {
  it('is connected only with both the store and the employee', () => {
    const storage = memoryStorage();
    expect(readInStoreSession(storage)).toBeNull();
    startInStoreSession(storage, session);
    expect(readInStoreSession(storage)).toEqual(session);
    storage.removeItem('tessera.inStore.storeEmployeeId');
    expect(readInStoreSession(storage)).toBeNull();
  });

  it('attaches the store and employee to orders, and disables wishlists, only while connected', () => {
    expect(inStoreSalesInfo(session)).toEqual({ storeId: 'RL-DEN-01', storeEmployeeId: 'E100' });
    expect(inStoreSalesInfo(null)).toBeUndefined();
    expect(wishlistsDisabled(session)).toBe(true);
    expect(wishlistsDisabled(null)).toBe(false);
  });

  it('ends by clearing every value', () => {
    const storage = memoryStorage();
    startInStoreSession(storage, session);
    endInStoreSession(storage);
    expect(storage.map.size).toBe(0);
  });
});
