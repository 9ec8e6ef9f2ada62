export { orderRoutes } from './routes';
export { createOrderService, type OrderService } from './service';
export { orderTransitions, canMove } from './state-machine';
