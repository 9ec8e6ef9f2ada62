/** The storefront's client entry, as Vite names it in `.vite/manifest.json`. */
export const CLIENT_ENTRY = 'storefront/entry-client.tsx';
/** The app routes' chunk (cart, checkout, order confirmation), loaded by the client entry when one is entered. */
export const APP_ROUTES_CHUNK = 'storefront/app/app-routes.tsx';
/** The editor's client-only entry. */
export const EDITOR_ENTRY = 'editor/entry-client.tsx';

export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

export interface ClientAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /** The app routes' own stylesheets: an app route's page links them too, content pages never. */
  readonly appStyles: readonly string[];
  /** The self-hosted font files the stylesheets name, by name (`inter-latin`, `oswald-latin-ext`…). */
  readonly fonts: Readonly<Record<string, string>>;
}

/** A Fontsource file as the stylesheet names it, e.g. `node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`. */
const fontSource = /@fontsource-variable\/[^/]+\/files\/([a-z0-9-]+?)-wght-normal\.woff2$/;

/**
 * The entry's script, and every stylesheet the first paint needs: the entry's CSS plus the CSS of
 * its static imports, transitively (dynamic imports load their own CSS when they load).
 */
export function clientAssets(manifest: ViteManifest, entryKey = CLIENT_ENTRY, base = '/'): ClientAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The Vite manifest has no entry "${entryKey}": run npm run build first.`);
  const stylesOf = (start: string, seen: Set<string>): Set<string> => {
    const found = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const css of chunk.css ?? []) found.add(base + css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(start);
    return found;
  };
  const seen = new Set<string>();
  const styles = stylesOf(entryKey, seen);
  // What the app routes' chunk adds (the entry's own stylesheets were seen already).
  const appStyles = entryKey === CLIENT_ENTRY ? [...stylesOf(APP_ROUTES_CHUNK, seen)].filter((href) => !styles.has(href)) : [];
  const fonts: Record<string, string> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = fontSource.exec(key)?.[1];
    if (name) fonts[name] = base + chunk.file;
  }
  return { scripts: [base + entry.file], styles: [...styles], appStyles, fonts };
}
