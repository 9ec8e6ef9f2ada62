import type { RidgelineCopy } from '../copy';
import { audiences, categories, categoryDescription, products } from './categories';
import { chrome } from './chrome';
import { home } from './home';
import { pages } from './pages';

/** Ridgeline in American English. */
export const enUs: RidgelineCopy = { locale: 'en-us', categories, audiences, categoryDescription, products, home, pages, chrome };
