import { siteById } from '../../../runtime/core';
import type { InStoreSalesInfo, StoreEmployeesAnswer, StoresAnswer } from '../../../schemas';
import type { Database } from '../../db/index';
import type { TokenHolder } from '../auth/index';
import { siteOfLocale } from '../accounts/contact';
import { storeAnswer } from './answer';
import { storeErrors } from './errors';
import { storeRepository } from './repository';

/** The signed-in consumer a token names (the accounts area's rules: signed out, deleted…), with their type and site. */
export type ConsumerOf = (holder: TokenHolder) => Promise<{ readonly consumerType: string; readonly siteId: string }>;

/**
 * Stores and the in-store associate mode (spec 000 §3, §6, §7). Anyone may list a brand's open stores (a store
 * locator shows them); who works in one is for a signed-in employee of that brand only, and so is crediting a sale to
 * an associate.
 */
export function createStoreService(db: Database, consumerOf: ConsumerOf) {
  const repo = storeRepository(db);

  /** The brand of the employee a token names; 403 STR403 for a guest, a regular consumer or another brand's employee. */
  async function employeeBrand(holder: TokenHolder): Promise<string> {
    if (holder.tokenType !== 'Registered') throw storeErrors.employeesOnly();
    const consumer = await consumerOf(holder);
    const brand = siteById(consumer.siteId)?.brand.id;
    if (consumer.consumerType !== 'EMPLOYEE' || !brand) throw storeErrors.employeesOnly();
    return brand;
  }

  return {
    /** `GET /consumers-v3/utilities/stores`: the locale's brand's open stores, in `countryCode` only when given. */
    async list(locale: string | undefined, countryCode: string | undefined): Promise<StoresAnswer> {
      const site = siteOfLocale(locale);
      return { stores: (await repo.open(site.brand.id, countryCode)).map(storeAnswer) };
    },

    /** `GET /consumers-v3/utilities/stores/{storeId}/employees`: an open store of the locale's brand, for its brand's employee. */
    async employees(holder: TokenHolder, locale: string | undefined, storeId: string): Promise<StoreEmployeesAnswer> {
      const site = siteOfLocale(locale);
      const brand = await employeeBrand(holder);
      const store = await repo.byId(storeId);
      if (!store?.active || store.brand !== site.brand.id || store.brand !== brand) throw storeErrors.notFound(storeId);
      const employees = await repo.employees(storeId);
      return { storeId, employees: employees.map((e) => ({ storeEmployeeId: e.id, name: e.displayName })) };
    },

    /**
     * An order's `inStoreSalesInfo` holds (checked before anything is placed): placed by a signed-in employee of the
     * cart's brand (403 STR403), naming an open store of the cart's site's country and an active associate of that
     * store (400 STR400 at the field that fails).
     */
    async checkSale(holder: TokenHolder, info: InStoreSalesInfo, siteId: string): Promise<void> {
      const site = siteById(siteId);
      const brand = await employeeBrand(holder);
      if (!site || site.brand.id !== brand) throw storeErrors.employeesOnly();
      const store = await repo.byId(info.storeId);
      if (!store?.active || store.brand !== brand || store.countryCode !== site.locale.country)
        throw storeErrors.saleInvalid('storeId', `No open store ${info.storeId} sells on ${siteId}.`);
      const employee = await repo.employee(info.storeEmployeeId);
      if (!employee?.active || employee.storeId !== store.id)
        throw storeErrors.saleInvalid('storeEmployeeId', `${info.storeEmployeeId} is not an associate of store ${store.id}.`);
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
