import type { RidgelineCopy } from '../copy';
import { audiences, categories, categoryDescription, products } from './categories';
import { chrome } from './chrome';
import { home } from './home';
import { pages } from './pages';

/** Ridgeline en français canadien. */
export const frCa: RidgelineCopy = { locale: 'fr-ca', categories, audiences, categoryDescription, products, home, pages, chrome };
