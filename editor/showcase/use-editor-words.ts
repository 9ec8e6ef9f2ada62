import { use } from 'react';
import { loadedMessages, loadMessages } from '../../runtime/core';
import type { Translate } from '../../runtime/core';

/** The editor's own screens speak the reference locale's words, whatever site they preview. */
export const EDITOR_LOCALE = 'en-US';

/** The editor's words (the editor does not use runtime/react; its entry loads them before the first render). */
export function useEditorWords(): Translate {
  return loadedMessages(EDITOR_LOCALE) ?? use(loadMessages(EDITOR_LOCALE));
}
