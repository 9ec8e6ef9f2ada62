export { orderRoutes } from './routes';
export { createOrderService, DEFAULT_CHALLENGE_EXPIRY_MS, DEFAULT_PAYMENT_TIMEOUT_MS, DEFAULT_SETTLE_AFTER_MS, type OrderService } from './service';
export { SETTLEMENT_JOB } from './placement';
export { orderTransitions, canMove } from './state-machine';
export { claimGuestOrder } from './claim';
export { createPurchaseHistory, type PurchaseHistoryService } from './history';
export { purchaseHistoryRoutes } from './history-routes';
