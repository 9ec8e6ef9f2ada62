export { DEFAULT_MAX_QTY, LOW_STOCK, MAX_SEARCH_COUNT, productSorts } from '../../schemas/constants';
export type { ProductSort } from '../../schemas/constants';
export { purchasableQty } from './purchasable-qty';
export { productPagePath } from './product-path';
export { cardBrand, detectBrand, luhnValid } from './card-rules';
export type { CardBrand } from './card-rules';
