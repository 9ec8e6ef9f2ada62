/** Whether the platform's command key is ⌘ (Apple) rather than Ctrl. */
export const isApple = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Whether a key press is a shortcut written `Mod+Shift+Z` (`Mod` is ⌘ on Apple, else Ctrl; the last part is
 * `KeyboardEvent.key`, any case). Modifiers not named must be up.
 */
export function matchesShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>, shortcut: string): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const wants = new Set(parts);
  const apple = isApple();
  const mod = apple ? event.metaKey : event.ctrlKey;
  const other = apple ? event.ctrlKey : event.metaKey;
  return (
    event.key.toLowerCase() === key.toLowerCase() &&
    mod === wants.has('Mod') && !other && event.shiftKey === wants.has('Shift') && event.altKey === wants.has('Alt')
  );
}

/** A shortcut as people read it: `Ctrl+Shift+Z`, or `⌘⇧Z` on Apple. */
export function shortcutLabel(shortcut: string): string {
  const apple = isApple();
  const names: Record<string, string> = apple
    ? { Mod: '⌘', Shift: '⇧', Alt: '⌥', ArrowUp: '↑', ArrowDown: '↓', Delete: '⌦', Backspace: '⌫', Escape: 'Esc' }
    : { Mod: 'Ctrl', ArrowUp: '↑', ArrowDown: '↓', Escape: 'Esc' };
  const parts = shortcut.split('+').map((part) => names[part] ?? (part.length === 1 ? part.toUpperCase() : part));
  return parts.join(apple ? '' : '+');
}

/** A shortcut in `aria-keyshortcuts` form (`Control+Shift+Z`, `Meta+C`). */
export function ariaShortcut(shortcut: string): string {
  return shortcut.split('+').map((part) => (part === 'Mod' ? (isApple() ? 'Meta' : 'Control') : part.length === 1 ? part.toUpperCase() : part)).join('+');
}
