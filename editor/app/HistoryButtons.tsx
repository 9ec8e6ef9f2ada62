import type { Translate } from '../../runtime/core';
import { ariaShortcut, formatShortcut } from '../commands';
import { useEditorCore, useEditorState } from '../react/editor-context';

/** Undo and redo in the toolbar, each with its shortcut; disabled when there is nothing to undo or redo. */
export function HistoryButtons({ t }: { readonly t: Translate }) {
  const core = useEditorCore();
  const history = useEditorState((state) => state.history);
  return (
    <div role="group" aria-label={t('editor.app.history')} className="ts-ed-segmented">
      <button
        type="button"
        className="ts-ed-segmented__option"
        disabled={history.past.length === 0}
        onClick={() => core.undo()}
        aria-keyshortcuts={ariaShortcut('Mod+Z')}
        title={formatShortcut('Mod+Z')}
      >
        {t('editor.commands.undo')}
      </button>
      <button
        type="button"
        className="ts-ed-segmented__option"
        disabled={history.future.length === 0}
        onClick={() => core.redo()}
        aria-keyshortcuts={ariaShortcut('Mod+Shift+Z')}
        title={formatShortcut('Mod+Shift+Z')}
      >
        {t('editor.commands.redo')}
      </button>
    </div>
  );
}
