import { readFileSync } from 'node:fs';
import { siteForLocale } from '../../runtime/core';

/** The languages whose catalogues are complete; en-CA and en-GB say a server page's words as en-US. */
const LANGUAGES = { en: 'en-US', fr: 'fr-FR', de: 'de-DE' } as const;
export type PageLanguageTag = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** The language of a page path's site (`/fr-ca/…` → fr-FR), English for any other path. */
export function pageLanguageTag(pagePath: string): PageLanguageTag {
  const language = siteForLocale(pagePath.split('/').filter(Boolean)[0] ?? '')?.locale.language;
  return language === 'fr' || language === 'de' ? LANGUAGES[language] : LANGUAGES.en;
}

/**
 * The words of a plain page the server writes itself (no React, no build), from the message catalogues: plain
 * strings read as written, once per language. A catalogue missing one of the keys stops with its name.
 */
export function catalogueWords<K extends string>(keys: readonly K[]): (tag: PageLanguageTag) => Readonly<Record<K, string>> {
  const read = new Map<PageLanguageTag, Readonly<Record<K, string>>>();
  return (tag) => {
    let found = read.get(tag);
    if (!found) {
      const catalogue = JSON.parse(readFileSync(new URL(`../../messages/${tag}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
      const entries = keys.map((key) => {
        const text = catalogue[key];
        if (typeof text !== 'string') throw new Error(`messages/${tag}.json lacks ${key}`);
        return [key, text] as const;
      });
      read.set(tag, (found = Object.fromEntries(entries) as Record<K, string>));
    }
    return found;
  };
}

/** Text made safe for HTML text and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
