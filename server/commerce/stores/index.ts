/** Stores and the in-store associate mode: the utilities calls, and the check of an order's `inStoreSalesInfo`. */
export { createStoreService, type StoreService } from './service';
export { storeRoutes } from './routes';
export { storeRepository, type StoreRow } from './repository';
