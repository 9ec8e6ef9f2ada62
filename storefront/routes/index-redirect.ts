import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { DEFAULT_LOCALE } from '../../runtime/core';

/** `/` → `/{DEFAULT_LOCALE}` (302: the default may change), and `/pre` → `/pre/{DEFAULT_LOCALE}`; the query is kept. */
export const redirectToDefaultLocale =
  (prefix: '' | '/pre'): LoaderFunction =>
  ({ request }) => {
    const { search } = new URL(request.url);
    return redirect(`${prefix}/${DEFAULT_LOCALE}${search}`, 302);
  };
