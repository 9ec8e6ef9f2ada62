import { useId } from 'react';
import { editorLocales, type EditorLocale } from '../../runtime/core';
import { useWords } from './words';

/** Each editor language in its own words (a language is always named as its speakers write it). */
const NAMES: Readonly<Record<EditorLocale, string>> = { 'en-US': 'English', 'fr-FR': 'Français', 'de-DE': 'Deutsch' };
const SHORT: Readonly<Record<EditorLocale, string>> = { 'en-US': 'EN', 'fr-FR': 'FR', 'de-DE': 'DE' };

/** EN / FR / DE: the editor's own language (remembered in this browser), apart from the content's. */
export function LanguagePicker() {
  const { t, locale, setLocale } = useWords();
  const id = useId();
  return (
    <div className="ts-ed-language">
      <label htmlFor={id} className="ts-visually-hidden">
        {t('editor.app.language')}
      </label>
      <select id={id} value={locale} onChange={(event) => setLocale(event.target.value as EditorLocale)}>
        {editorLocales.map((tag) => (
          <option key={tag} value={tag} lang={tag} aria-label={NAMES[tag]}>
            {SHORT[tag]}
          </option>
        ))}
      </select>
    </div>
  );
}
