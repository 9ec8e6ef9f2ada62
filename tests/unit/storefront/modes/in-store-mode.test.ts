import { afterEach, describe, expect, it } from 'vitest';
import { currentInStoreSession, endSelling, IN_STORE_CHANGED_EVENT, sessionLost, startSelling } from '../../../../storefront/associate/use-in-store';

const session = { storeId: 'RL1001', storeName: 'Ridgeline Denver Larimer', storeEmployeeId: 'E100103', storeEmployeeName: 'Priya S.' };

describe('the in-store mode of a tab (spec 000 §2: cleared, it goes to /associate-login)', () => {
  afterEach(() => sessionStorage.clear());

  it('starts and ends, telling the page each time', () => {
    let told = 0;
    const listener = () => told++;
    window.addEventListener(IN_STORE_CHANGED_EVENT, listener);
    startSelling(session);
    expect(currentInStoreSession()).toEqual(session);
    // The same values are the same snapshot (React compares them by identity).
    expect(currentInStoreSession()).toBe(currentInStoreSession());
    endSelling();
    expect(currentInStoreSession()).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([]);
    window.removeEventListener(IN_STORE_CHANGED_EVENT, listener);
    expect(told).toBe(2);
  });

  it('counts as lost only a session cleared while the tab was in the mode, and leaves the mode then', () => {
    expect(sessionLost()).toBe(false);
    startSelling(session);
    expect(sessionLost()).toBe(false);
    sessionStorage.removeItem('tessera.inStore.storeId');
    expect(sessionLost()).toBe(true);
    // Once left, it is not lost again (the sign-in page is not sent to itself).
    expect(sessionLost()).toBe(false);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('is not lost after End session', () => {
    startSelling(session);
    endSelling();
    expect(sessionLost()).toBe(false);
  });
});
