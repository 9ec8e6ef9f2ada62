import { useEffect, useSyncExternalStore } from 'react';
import type { Command } from './command';
import { type CommandRegistry, isTypingTarget } from './registry';

/** The registry's commands; re-renders when commands are added or taken out. */
export function useCommandList(registry: CommandRegistry): readonly Command[] {
  return useSyncExternalStore(registry.subscribe, registry.list, registry.list);
}

/** Adds commands to the registry while the component is mounted (pass a memoised list). */
export function useRegisteredCommands(registry: CommandRegistry, commands: readonly Command[]): void {
  useEffect(() => registry.add(commands), [registry, commands]);
}

/**
 * Runs the registry's commands from the keyboard, anywhere on the page: a matching shortcut runs its command (when
 * enabled) and the browser's own action for that key (Ctrl+S saving the page) is prevented. While the editor types
 * in a field only save and the palette act; dialogs (`<dialog open>`) keep their keys to themselves.
 */
export function useCommandShortcuts(registry: CommandRegistry): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target;
      if (target instanceof Element && target.closest('dialog[open]')) return;
      const command = registry.forKey(event, isTypingTarget(target));
      if (!command) return;
      event.preventDefault();
      if (command.enabled()) command.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [registry]);
}
