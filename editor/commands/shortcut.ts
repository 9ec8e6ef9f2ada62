/**
 * Keyboard shortcuts in `Mod+Shift+Z` form: modifiers (`Mod` is ⌘ on Apple and Ctrl elsewhere; `Ctrl`, `Alt`,
 * `Shift`, `Meta` are literal), then one `KeyboardEvent.key` (`Z`, `ArrowUp`, `Delete`, `?`). Letters match either case.
 */

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

interface Parsed {
  readonly key: string;
  readonly ctrl: boolean;
  readonly meta: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
}

/** Whether the page runs on an Apple system, where `Mod` is ⌘. */
export const isApplePlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

function parse(shortcut: string, apple: boolean): Parsed {
  const parts = shortcut.split('+');
  // `Mod++` names the plus key itself.
  const key = shortcut.endsWith('++') ? '+' : (parts.at(-1) ?? '');
  const modifiers = new Set(parts.slice(0, shortcut.endsWith('++') ? -2 : -1));
  return {
    key: key.length === 1 ? key.toLowerCase() : key,
    ctrl: modifiers.has('Ctrl') || (!apple && modifiers.has('Mod')),
    meta: modifiers.has('Meta') || (apple && modifiers.has('Mod')),
    alt: modifiers.has('Alt'),
    shift: modifiers.has('Shift'),
  };
}

/** Whether a key press is this shortcut: the same key and exactly the same modifiers. */
export function matchesShortcut(press: KeyPress, shortcut: string, apple = isApplePlatform()): boolean {
  const wanted = parse(shortcut, apple);
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return (
    key === wanted.key &&
    press.ctrlKey === wanted.ctrl &&
    press.metaKey === wanted.meta &&
    press.altKey === wanted.alt &&
    press.shiftKey === wanted.shift
  );
}

const APPLE_SYMBOLS: Readonly<Record<string, string>> = { Mod: '⌘', Meta: '⌘', Ctrl: '⌃', Alt: '⌥', Shift: '⇧' };
const KEY_NAMES: Readonly<Record<string, string>> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', Delete: 'Del' };

/** How a shortcut is written for the editor's system: `⌘⇧Z` on Apple, `Ctrl+Shift+Z` elsewhere. */
export function formatShortcut(shortcut: string, apple = isApplePlatform()): string {
  const parts = shortcut.endsWith('++') ? [...shortcut.slice(0, -2).split('+').filter(Boolean), '+'] : shortcut.split('+');
  const key = parts.at(-1) ?? '';
  const shown = KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key);
  const modifiers = parts.slice(0, -1);
  if (apple) return [...modifiers.map((m) => APPLE_SYMBOLS[m] ?? m), shown].join('');
  return [...modifiers.map((m) => (m === 'Mod' ? 'Ctrl' : m)), shown].join('+');
}

/** The `aria-keyshortcuts` value of a shortcut (`Control+Shift+Z`, `Meta+K`). */
export function ariaShortcut(shortcut: string, apple = isApplePlatform()): string {
  return shortcut
    .split('+')
    .map((part) => (part === 'Mod' ? (apple ? 'Meta' : 'Control') : part === 'Ctrl' ? 'Control' : part))
    .join('+');
}
