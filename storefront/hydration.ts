import type { PageState } from './page/page-state';
import type { DocumentAssets } from './shell/assets';

/** What the server leaves for the browser: the page it rendered and the stylesheets. */
declare global {
  interface Window {
    __TESSERA_PAGE__?: PageState;
    __TESSERA_ASSETS__?: DocumentAssets;
  }
}
