export { productSummaryPath, productSummaryRoutes } from './summary-routes';
