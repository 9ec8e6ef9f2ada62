export { cardRoutes } from './routes';
export { createCards, type CardService } from './service';
