import { use } from 'react';
import { loadedMessages, loadEditorMessages, type EditorLocale, type Translate } from '../../runtime/core';

/** The editor's language when none is chosen: the reference locale. */
export const EDITOR_LOCALE: EditorLocale = 'en-US';

/**
 * The editor's words in its language (the editor does not use runtime/react; its entry loads them with
 * `loadEditorMessages` before the first render).
 */
export function useEditorWords(locale: EditorLocale = EDITOR_LOCALE): Translate {
  return loadedMessages(locale) ?? use(loadEditorMessages(locale));
}
