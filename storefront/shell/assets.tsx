import { createContext, useContext } from 'react';

/** The client build's stylesheets, from the Vite manifest: the server knows them and hands them to the browser. */
export interface DocumentAssets {
  readonly styles: readonly string[];
  /** The app routes' own stylesheets: linked by the pages of app routes (cart, checkout, order confirmation) only. */
  readonly appStyles?: readonly string[];
  /** Self-hosted font files by name; the server's render preloads the brand's (the browser needs none of them). */
  readonly fonts?: Readonly<Record<string, string>>;
}

export const AssetsContext = createContext<DocumentAssets>({ styles: [] });

export const useDocumentAssets = (): DocumentAssets => useContext(AssetsContext);
