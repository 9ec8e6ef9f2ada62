export { pageMeta } from './page-meta';
