import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadEditorMessages } from '../../runtime/core';
import { createAdminApi } from '../api';
import { EditorApp } from './EditorApp';
import { EditorWordsProvider, preferredEditorLocale } from './words';

/** Renders the editor app into `root` once the editor's words in its language are loaded (one complete first render). */
export function startEditorApp(root: HTMLElement): Promise<void> {
  const locale = preferredEditorLocale();
  document.documentElement.lang = locale;
  return loadEditorMessages(locale).then(() => {
    createRoot(root).render(
      <StrictMode>
        <EditorWordsProvider initial={locale}>
          <EditorApp api={createAdminApi()} />
        </EditorWordsProvider>
      </StrictMode>,
    );
  });
}
