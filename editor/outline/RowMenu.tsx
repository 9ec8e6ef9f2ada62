import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { Translate } from '../../runtime/core';
import type { Command } from '../commands/command';
import { ariaShortcut, formatShortcut } from '../commands/shortcut';

export interface RowMenuProps {
  /** What the menu acts on, as its accessible name ("Actions for Hero “Summer”"). */
  readonly label: string;
  readonly commands: readonly Command[];
  /** Where it opens (viewport coordinates). */
  readonly at: { readonly x: number; readonly y: number };
  readonly t: Translate;
  /** Closes the menu; `ran` tells whether a command ran (focus goes back to the row either way). */
  readonly onClose: (ran: boolean) => void;
}

/**
 * A row's context menu, fed by the outline's commands: a menu of menu items with their shortcuts, moved through
 * with the arrow keys (Home, End), run with Enter or a click, closed with Escape, Tab or a click elsewhere.
 */
export function RowMenu({ label, commands, at, t, onClose }: RowMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const enabled = commands.map((command) => command.enabled());

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [onClose]);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        go(index + 1);
        break;
      case 'ArrowUp':
        go(index - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(all.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        onClose(false);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const run = (command: Command, i: number) => {
    if (!enabled[i]) return;
    onClose(true);
    command.run();
  };

  return (
    <div ref={menu} role="menu" aria-label={label} className="ts-outline-menu" style={{ left: at.x, top: at.y }} onKeyDown={onKeyDown}>
      {commands.map((command, i) => (
        <button
          key={command.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="ts-outline-menu__item"
          aria-disabled={enabled[i] ? undefined : true}
          aria-keyshortcuts={command.shortcuts?.map((shortcut) => ariaShortcut(shortcut)).join(' ')}
          onClick={() => run(command, i)}
        >
          <span>{t(command.label)}</span>
          {command.shortcuts?.[0] ? (
            <kbd className="ts-outline-menu__keys" aria-hidden="true">
              {formatShortcut(command.shortcuts[0])}
            </kbd>
          ) : null}
        </button>
      ))}
    </div>
  );
}
