export * from './errors';
export * from './content';
export * from './articles';
export * from './social-gallery';
export * from './product-summary';
export * from './price';
export * from './catalog';
