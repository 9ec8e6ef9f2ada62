export { articleRoutes } from './routes';
export type { ArticleRoutesOptions } from './routes';
export { createArticleSearch } from './article-search';
export type { ArticleSearch, ArticleSearchFn } from './article-search';
