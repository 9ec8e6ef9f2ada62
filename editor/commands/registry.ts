import type { Command } from './command';
import { isApplePlatform, type KeyPress, matchesShortcut } from './shortcut';

/** Shortcuts that act even while the editor types in a field: save, and the command palette. */
export const TYPING_SHORTCUTS: readonly string[] = ['Mod+S', 'Mod+K'];

/** Whether a key press comes from a place the editor types in (a field, a list box, editable text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return false;
}

/**
 * One list of commands for the toolbar, the menus, the shortcuts and the command palette. Parts of the editor add
 * theirs (the app's history and view commands, the outline's block commands) and take them out when they go.
 */
export function createCommandRegistry() {
  let groups: readonly (readonly Command[])[] = [];
  let all: readonly Command[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    all = groups.flat();
    for (const listener of listeners) listener();
  };

  return {
    /** Adds commands; answers the function that takes them out again. */
    add(commands: readonly Command[]): () => void {
      groups = [...groups, commands];
      changed();
      return () => {
        groups = groups.filter((group) => group !== commands);
        changed();
      };
    },
    /** Every command, in the order they were added (the same array until one is added or taken out). */
    list: (): readonly Command[] => all,
    get: (id: string): Command | undefined => all.find((command) => command.id === id),
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Runs a command by id when it is enabled; answers whether it ran. */
    run(id: string): boolean {
      const command = all.find((candidate) => candidate.id === id);
      if (!command?.enabled()) return false;
      command.run();
      return true;
    },
    /**
     * The command a key press triggers, if any: the first whose shortcut matches. While typing (`typing`), only the
     * shortcuts meant for it (save, palette) count, so Ctrl+Z undoes the text, not the document.
     */
    forKey(press: KeyPress, typing: boolean, apple = isApplePlatform()): Command | undefined {
      return all.find((command) =>
        (command.shortcuts ?? []).some((shortcut) => (!typing || TYPING_SHORTCUTS.includes(shortcut)) && matchesShortcut(press, shortcut, apple)),
      );
    },
  };
}

export type CommandRegistry = ReturnType<typeof createCommandRegistry>;
