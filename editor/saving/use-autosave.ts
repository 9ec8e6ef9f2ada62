import { useEffect, useSyncExternalStore } from 'react';
import type { Autosave, SaveState } from './autosave';

/**
 * The autosave's state for the toolbar, and the page's part in not losing edits: back online, it saves at once;
 * leaving the page keeps unsaved edits in the draft store, and the browser asks before closing a tab with some.
 */
export function useAutosave(autosave: Autosave): SaveState {
  useEffect(() => {
    const online = () => autosave.saveNow();
    const leaving = () => autosave.keepUnsaved();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.hasUnsaved()) return;
      autosave.keepUnsaved();
      event.preventDefault();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leaving);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leaving);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [autosave]);
  return useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);
}
