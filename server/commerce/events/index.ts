/** Event registration: signed-in consumers join the events published pages offer. */
export { createEventService, type EventService } from './service';
export { eventRoutes } from './routes';
