/** Customer service: contact-us and warranty cases, stored and acknowledged by e-mail. */
export { createSupportService, type SupportService } from './service';
export { supportRoutes } from './routes';
