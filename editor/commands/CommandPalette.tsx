import { useId, useMemo, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { Dialog } from '../react/Dialog';
import type { Command } from './command';
import { formatShortcut } from './shortcut';

export interface CommandPaletteProps {
  readonly commands: readonly Command[];
  readonly t: Translate;
  readonly onClose: () => void;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The commands whose name holds every word typed (accents and case aside), in the registry's order. */
export function filterCommands(commands: readonly Command[], query: string, t: Translate): Command[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return commands.filter((command) => {
    const name = fold(t(command.label));
    return words.every((word) => name.includes(word));
  });
}

/**
 * The command palette (Mod+K): a combobox whose list holds every command of the registry, filtered as the editor
 * types; arrow keys move through the enabled ones, Enter runs the active one, Escape closes.
 */
export function CommandPalette({ commands, t, onClose }: CommandPaletteProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterCommands(commands, query, t), [commands, query, t]);
  const enabled = shown.filter((command) => command.enabled());
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const active = enabled.find((command) => command.id === activeId) ?? enabled[0];

  const run = (command: Command) => {
    if (!command.enabled()) return;
    onClose();
    command.run();
  };
  const move = (step: number) => {
    if (enabled.length === 0) return;
    const index = active ? enabled.indexOf(active) : -1;
    setActiveId(enabled[(index + step + enabled.length) % enabled.length]?.id);
  };
  const optionId = (command: Command) => `${id}-${command.id}`;

  return (
    <Dialog title={t('editor.commands.paletteTitle')} onClose={onClose} className="ts-ed-palette">
      <input
        className="ts-ed-palette__input"
        role="combobox"
        aria-label={t('editor.commands.paletteSearch')}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        placeholder={t('editor.commands.palettePlaceholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveId(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            move(event.key === 'ArrowDown' ? 1 : -1);
          } else if (event.key === 'Home' || event.key === 'End') {
            event.preventDefault();
            setActiveId((event.key === 'Home' ? enabled[0] : enabled.at(-1))?.id);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            if (active) run(active);
          }
        }}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('editor.commands.paletteTitle')} className="ts-ed-palette__list">
        {shown.map((command) => {
          const disabled = !command.enabled();
          return (
            // NB: options take no focus (the combobox keeps it, aria-activedescendant points here); a pointer runs them.
            <li
              key={command.id}
              id={optionId(command)}
              role="option"
              aria-selected={command === active}
              aria-disabled={disabled || undefined}
              className="ts-ed-palette__option"
              onMouseMove={() => !disabled && setActiveId(command.id)}
              onClick={() => run(command)}
            >
              <span>{t(command.label)}</span>
              {command.shortcuts?.[0] ? <kbd className="ts-ed-palette__kbd">{formatShortcut(command.shortcuts[0])}</kbd> : null}
            </li>
          );
        })}
      </ul>
      <p role="status" className="ts-ed-palette__count">
        {shown.length === 0 ? t('editor.commands.paletteEmpty') : t('editor.commands.paletteCount', { count: shown.length })}
      </p>
    </Dialog>
  );
}
