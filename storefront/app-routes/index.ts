export { AppRoutes } from './AppRoutes';
