import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { EditorCore, EditorState } from '../core';

const EditorCoreContext = createContext<EditorCore | null>(null);

/** Makes one editor core (the open document's) available to the panels below. */
export function EditorCoreProvider({ core, children }: { readonly core: EditorCore; readonly children: ReactNode }) {
  return <EditorCoreContext.Provider value={core}>{children}</EditorCoreContext.Provider>;
}

/** The open document's editor core: panels run actions on it (`core.run(insertBlock(…))`). */
export function useEditorCore(): EditorCore {
  const core = useContext(EditorCoreContext);
  if (!core) throw new Error('useEditorCore needs an <EditorCoreProvider> above it.');
  return core;
}

/**
 * A slice of the editor's state; the component re-renders only when the slice changes (compared with `Object.is`:
 * select a value the core keeps, like `state.document` or `state.selection`, not a new object).
 */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const core = useEditorCore();
  const subscribe = useCallback((onChange: () => void) => core.subscribe(onChange), [core]);
  const read = () => select(core.getState());
  return useSyncExternalStore(subscribe, read, read);
}
