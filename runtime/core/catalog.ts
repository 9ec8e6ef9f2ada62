export { DEFAULT_MAX_QTY, LOW_STOCK, MAX_SEARCH_COUNT, productSorts } from '../../schemas/constants';
export type { ProductSort } from '../../schemas/constants';
