import type { KestrelCopy } from '../copy';
import { audiences, categories, categoryDescription, products } from './categories';
import { chrome } from './chrome';
import { home } from './home';
import { pages } from './pages';

/** Kestrel auf Deutsch. */
export const deDe: KestrelCopy = { locale: 'de-de', categories, audiences, categoryDescription, products, home, pages, chrome };
