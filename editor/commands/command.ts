import type { MessageKey } from '../../runtime/core';

/**
 * One thing the editor can do, named once: the command registry feeds the menus, the keyboard shortcuts and the
 * command palette from these.
 */
export interface Command {
  /** Stable id, e.g. `block.duplicate`. */
  readonly id: string;
  /** The catalogue key of its name (`editor.command.duplicate`). */
  readonly label: MessageKey;
  /** Where menus and the palette group it. */
  readonly group: 'document' | 'block' | 'history' | 'view' | 'navigate';
  /**
   * Shortcuts in `Mod+Shift+Z` form (`Mod` is Ctrl, or ⌘ on Apple), matched against `KeyboardEvent.key`; none when
   * it has no shortcut.
   */
  readonly shortcuts?: readonly string[];
  /** Whether it can run now (disabled in menus and the palette otherwise). */
  readonly enabled: () => boolean;
  readonly run: () => void;
}
