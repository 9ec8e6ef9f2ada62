import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { editorLocales, type EditorLocale, loadEditorMessages, type Translate } from '../../runtime/core';
import { useEditorWords } from '../showcase/use-editor-words';

/** The editor's language and words, and the way to change language. */
export interface EditorWords {
  readonly locale: EditorLocale;
  readonly t: Translate;
  readonly setLocale: (locale: EditorLocale) => void;
}

const WordsContext = createContext<EditorWords | null>(null);

const STORAGE_KEY = 'tessera.editor.locale';

/**
 * The language the editor starts in: the one chosen last (remembered in localStorage), else the browser's first
 * language the editor speaks (by language: `fr-CA` speaks French), else English.
 */
export function preferredEditorLocale(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): EditorLocale {
  const remembered = (() => {
    try {
      return storage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  })();
  if (remembered && (editorLocales as readonly string[]).includes(remembered)) return remembered as EditorLocale;
  for (const language of languages) {
    const prefix = language.toLowerCase().split('-')[0];
    const match = editorLocales.find((locale) => locale.toLowerCase().split('-')[0] === prefix);
    if (match) return match;
  }
  return 'en-US';
}

function remember(locale: EditorLocale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered; the choice still holds for this visit.
  }
}

/**
 * Gives the panels below the editor's words. Changing the language loads its words first, then switches, so the
 * screen never shows keys. Its children render once the first language's words are there (they suspend until then).
 */
export function EditorWordsProvider({ initial, children }: { readonly initial: EditorLocale; readonly children: ReactNode }) {
  const [locale, setCurrent] = useState<EditorLocale>(initial);
  const t = useEditorWords(locale);
  const setLocale = useCallback((next: EditorLocale) => {
    remember(next);
    void loadEditorMessages(next).then(() => setCurrent(next));
  }, []);
  const value = useMemo(() => ({ locale, t, setLocale }), [locale, t, setLocale]);
  return <WordsContext.Provider value={value}>{children}</WordsContext.Provider>;
}

/** The editor's words (English outside a provider: stories of one panel). */
export function useWords(): EditorWords {
  const words = useContext(WordsContext);
  const fallback = useEditorWords();
  return words ?? { locale: 'en-US', t: fallback, setLocale: () => undefined };
}
