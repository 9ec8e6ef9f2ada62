import type { PageState } from './app/page-state';
import type { DocumentAssets } from './shell/assets';

/** What the server leaves for the browser: the page it rendered and the stylesheets. */
declare global {
  interface Window {
    __TESSERA_PAGE__?: PageState;
    __TESSERA_ASSETS__?: DocumentAssets;
  }
}

/** JSON safe inside an inline `<script>`: nothing in it can close the tag or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
