import type { Decorator, Preview } from '@storybook/react-vite';
import '../block-registry/styles.css';
import { blockComponents, blockLoaders } from '../block-registry';
import { brands, editorLocales, loadAppMessages, loadEditorMessages, messageLocales, siteForLocale } from '../runtime/core';
import type { Site, Transport } from '../runtime/core';
import { RuntimeProvider } from '../runtime/react';
import { configure } from 'storybook/test';
import './preview.css';

// A play function waits for what the shopper would see (a fetched page of articles, a slide moved), however busy the
// machine: up to 15 s, not Testing Library's 1 s, which a loaded CI machine outran (the run still ends at the condition).
configure({ asyncUtilTimeout: 15_000 });

const DEFAULT_LOCALE = 'en-us';
/** Storybook has no router: internal links report where they would go. */
const navigate = (href: string) => console.info(`[storybook] navigate → ${href}`);

/** Every story runs inside the real runtime, for the brand and locale picked in the toolbar. */
const withRuntime: Decorator = (Story, context) => {
  const locale = typeof context.globals.locale === 'string' ? context.globals.locale : DEFAULT_LOCALE;
  const site: Site = siteForLocale(locale) ?? (siteForLocale(DEFAULT_LOCALE) as Site);
  const persisted = (context.parameters.persisted ?? {}) as Record<string, string>;
  const locationKey = `/${site.locale.locale}${typeof context.parameters.path === 'string' ? context.parameters.path : ''}`;
  // Widgets that call the API in the browser get it from the story (a fixture transport), else from fetch.
  const transport = typeof context.parameters.transport === 'function' ? (context.parameters.transport as Transport) : undefined;
  return (
    <RuntimeProvider
      key={`${site.siteId}:${context.id}`}
      site={site}
      components={blockComponents}
      persisted={persisted}
      locationKey={locationKey}
      navigate={navigate}
      {...(transport ? { transport } : {})}
    >
      <div data-brand={site.brand.id} lang={site.locale.tag} className="sb-brand-root">
        <Story />
      </div>
    </RuntimeProvider>
  );
};

const preview: Preview = {
  decorators: [withRuntime],
  // Block code and words load on demand in the app; here all of them are loaded before a story renders.
  loaders: [
    async () => {
      // Words too: every locale's catalogue, so switching the toolbar's site never waits.
      // And the typefaces: their faces are `font-display: optional`, so a face not loaded before the story renders
      // would stay on the fallback, and screenshots would depend on timing. (Ā asks for the Latin Extended file too.)
      const faces = ['Inter', 'Oswald', 'Outfit', 'JetBrains Mono'].map((family) => document.fonts.load(`400 16px "${family}"`, 'AaĀ'));
      await Promise.all([
        blockComponents.load(Object.keys(blockLoaders)),
        ...messageLocales.map((tag) => loadAppMessages(tag)),
        ...editorLocales.map((tag) => loadEditorMessages(tag)),
        ...faces,
      ]);
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Brand and locale',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        dynamicTitle: true,
        items: brands.flatMap((brand) => brand.locales.map((l) => ({ value: l.locale, title: `${brand.name} · ${l.label}`, right: l.locale }))),
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
