export { catalogRoutes } from './routes';
export { createCatalogService, productPrice, productUrl, type CatalogService } from './service';
export { createCatalogRepository, prefixQuery, type CatalogRepository } from './repository';
export { directCatalog } from './direct-catalog';
export { sizeLabel } from './size-label';
