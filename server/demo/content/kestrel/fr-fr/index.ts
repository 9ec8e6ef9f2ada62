import type { KestrelCopy } from '../copy';
import { audiences, categories, categoryDescription, products } from './categories';
import { chrome } from './chrome';
import { home } from './home';
import { pages } from './pages';

/** Kestrel en français de France. */
export const frFr: KestrelCopy = { locale: 'fr-fr', categories, audiences, categoryDescription, products, home, pages, chrome };
