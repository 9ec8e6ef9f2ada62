/**
 * The interface words, per locale: ICU catalogues in messages/ compiled at build time to strings and small
 * functions (no message parser reaches the browser). A locale's catalogue is its own chunk, loaded once with
 * `loadMessages`; plurals go through Intl.PluralRules and numbers through ./format.
 */
import type reference from '../../messages/en-US.json';
import { formatNumber } from './format';

/** Every message key, from the reference catalogue (en-US): a key it lacks is a type error. */
export type MessageKey = Exclude<keyof typeof reference, '@extends'>;

export type MessageValues = Readonly<Record<string, string | number>>;

/** What compiled messages call: `n` a number, `p` a plural (`=N` first, then the plural category), `s` a select. */
export interface MessageHelpers {
  readonly n: (value: unknown) => string;
  readonly p: (value: unknown, offset: number, options: Readonly<Record<string, (n: number) => string>>) => string;
  readonly s: (value: unknown, options: Readonly<Record<string, () => string>>) => string;
}

export type CompiledMessage = string | ((values: MessageValues, helpers: MessageHelpers) => string);
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

/** Words of one locale: `t('carousel.goToSlide', { n: 2 })`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The locales with a catalogue (the sites' tags), each compiled with its fallbacks (see messages/README.md). */
const loaders = {
  'en-US': () => import('virtual:tessera-messages/en-US'),
  'en-CA': () => import('virtual:tessera-messages/en-CA'),
  'en-GB': () => import('virtual:tessera-messages/en-GB'),
  'fr-CA': () => import('virtual:tessera-messages/fr-CA'),
  'fr-FR': () => import('virtual:tessera-messages/fr-FR'),
  'de-DE': () => import('virtual:tessera-messages/de-DE'),
} satisfies Record<string, () => Promise<{ default: Readonly<Record<string, unknown>> }>>;

/** The app routes' share of each locale's words (see messages/vite-plugin.ts): loaded with the app chunk. */
const appLoaders = {
  'en-US': () => import('virtual:tessera-messages/app/en-US'),
  'en-CA': () => import('virtual:tessera-messages/app/en-CA'),
  'en-GB': () => import('virtual:tessera-messages/app/en-GB'),
  'fr-CA': () => import('virtual:tessera-messages/app/fr-CA'),
  'fr-FR': () => import('virtual:tessera-messages/app/fr-FR'),
  'de-DE': () => import('virtual:tessera-messages/app/de-DE'),
} satisfies Record<keyof typeof loaders, () => Promise<{ default: Readonly<Record<string, unknown>> }>>;

/** The editor's own words: the editor speaks English, French and German (see messages/vite-plugin.ts). */
const editorLoaders = {
  'en-US': () => import('virtual:tessera-messages/editor/en-US'),
  'fr-FR': () => import('virtual:tessera-messages/editor/fr-FR'),
  'de-DE': () => import('virtual:tessera-messages/editor/de-DE'),
} satisfies Partial<Record<keyof typeof loaders, () => Promise<{ default: Readonly<Record<string, unknown>> }>>>;

export type EditorLocale = keyof typeof editorLoaders;
export const editorLocales = Object.keys(editorLoaders) as EditorLocale[];

export type MessageLocale = keyof typeof loaders;
export const messageLocales = Object.keys(loaders) as MessageLocale[];

/** A tag without a catalogue of its own reads the reference locale's. */
const REFERENCE_LOCALE: MessageLocale = 'en-US';
const catalogueTag = (tag: string): MessageLocale => (tag in loaders ? (tag as MessageLocale) : REFERENCE_LOCALE);

function helpers(tag: string): MessageHelpers {
  const rules = new Intl.PluralRules(tag);
  const other = (options: Readonly<Record<string, unknown>>, name: string) => {
    if (!('other' in options)) throw new Error(`message without an "other" case for ${name}`);
  };
  return {
    n: (value) => formatNumber(Number(value), tag),
    p: (value, offset, options) => {
      const n = Number(value);
      const exact = options[`=${n}`];
      if (exact) return exact(n - offset);
      const choice = options[rules.select(n - offset)] ?? options.other;
      other(options, 'plural');
      return choice ? choice(n - offset) : '';
    },
    s: (value, options) => {
      const choice = options[String(value)] ?? options.other;
      other(options, 'select');
      return choice ? choice() : '';
    },
  };
}

/** A translator over a compiled catalogue; a key it lacks prints the key (loud in review, never a crash). */
export function createTranslator(catalogue: CompiledCatalogue, tag: string): Translate {
  const help = helpers(tag);
  return (key, values = {}) => {
    const message = catalogue[key];
    if (message === undefined) return key;
    return typeof message === 'string' ? message : message(values, help);
  };
}

const loading = new Map<MessageLocale, Promise<Translate>>();
const loaded = new Map<MessageLocale, Translate>();
/** Each locale's words so far: the translator reads this object, so the app's share joins it when it loads. */
const words = new Map<MessageLocale, Record<string, CompiledMessage>>();
const appLoading = new Map<MessageLocale, Promise<Translate>>();

/** Loads a locale's words (once; later calls share the promise). */
export function loadMessages(tag: string): Promise<Translate> {
  const locale = catalogueTag(tag);
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((module) => {
      // The plugin's output: strings and `(values, helpers) => string` functions (messages/compile.ts).
      const own: Record<string, CompiledMessage> = { ...(module.default as CompiledCatalogue), ...words.get(locale) };
      words.set(locale, own);
      const translate = createTranslator(own, locale);
      loaded.set(locale, translate);
      return translate;
    });
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * Loads the app routes' words of a locale as well (the cart's dialogs, the checkout, the order confirmation): the
 * translator `loadMessages` gave knows them once this resolves. On the server they are part of the one catalogue.
 */
export function loadAppMessages(tag: string): Promise<Translate> {
  const locale = catalogueTag(tag);
  let promise = appLoading.get(locale);
  if (!promise) {
    promise = Promise.all([loadMessages(locale), appLoaders[locale]()]).then(([translate, module]) => {
      Object.assign(words.get(locale) ?? {}, module.default as CompiledCatalogue);
      return translate;
    });
    appLoading.set(locale, promise);
  }
  return promise;
}

const editorLoading = new Map<EditorLocale, Promise<Translate>>();

/**
 * Loads the editor's words of one of its languages (with the shell's, which the editor's previews and showcase also
 * show): the translator `loadMessages` gives for that locale knows them once this resolves.
 */
export function loadEditorMessages(locale: EditorLocale): Promise<Translate> {
  let promise = editorLoading.get(locale);
  if (!promise) {
    promise = Promise.all([loadMessages(locale), editorLoaders[locale]()]).then(([translate, module]) => {
      Object.assign(words.get(locale) ?? {}, module.default as CompiledCatalogue);
      return translate;
    });
    editorLoading.set(locale, promise);
  }
  return promise;
}

/** The locale's words if `loadMessages` has finished for it, else undefined (the caller waits on the promise). */
export const loadedMessages = (tag: string): Translate | undefined => loaded.get(catalogueTag(tag));
