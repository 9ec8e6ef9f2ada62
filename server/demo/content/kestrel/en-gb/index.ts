import type { KestrelCopy } from '../copy';
import { audiences, categories, categoryDescription, products } from './categories';
import { chrome } from './chrome';
import { home } from './home';
import { pages } from './pages';

/** Kestrel in British English. */
export const enGb: KestrelCopy = { locale: 'en-gb', categories, audiences, categoryDescription, products, home, pages, chrome };
