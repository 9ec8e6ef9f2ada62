import './palette.css';
import { useDraggable } from '@dnd-kit/core';
import { type FocusEvent, type KeyboardEvent, memo, type MouseEvent, useId, useMemo, useRef, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { groupLabel, paletteGroups } from './block-words';
import { filterEntries, type PaletteEntry, paletteEntries } from './palette-entries';

export interface PaletteProps {
  readonly t: Translate;
  /** Adds a block of this type after the selection (Enter, or a click). */
  readonly onInsert: (type: string) => void;
  /** Whether a drag is under way: Enter then drops it, and must not add a block as well. */
  readonly dragging: () => boolean;
  /** The filter to start with (stories). */
  readonly initialQuery?: string;
}

interface EntryProps {
  readonly entry: PaletteEntry;
  readonly tabbable: boolean;
  readonly describedBy: string;
  readonly roleDescription: string;
}

/** One block type: draggable by pointer, and by keyboard with Space (then arrows, then Space or Enter). */
const PaletteItem = memo(function PaletteItem({ entry, tabbable, describedBy, roleDescription }: EntryProps) {
  const data = useMemo(() => ({ kind: 'palette' as const, type: entry.type }), [entry.type]);
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `palette:${entry.type}`, data, attributes: { roleDescription } });
  return (
    <li className="ts-palette__item">
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-describedby={describedBy}
        tabIndex={tabbable ? 0 : -1}
        className="ts-palette__entry"
        data-block-type={entry.type}
      >
        <span className="ts-palette__label">{entry.label}</span>
        <span className="ts-palette__about">{entry.about}</span>
      </div>
    </li>
  );
});

/**
 * The palette: every registry block, grouped, filtered as you type (name, type or description, accents ignored).
 * Enter or a click adds the block after the selection; dragging it (pointer, or Space and the arrow keys) puts
 * it anywhere in the outline. One entry is in the tab order; the arrow keys move between them.
 */
export function Palette({ t, onInsert, dragging, initialQuery = '' }: PaletteProps) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const all = useMemo(() => paletteEntries(t), [t]);
  const shown = useMemo(() => filterEntries(all, query), [all, query]);
  const activeType = shown.some((entry) => entry.type === active) ? active : shown[0]?.type;

  const focusEntry = (type: string | undefined) => {
    if (type === undefined) return;
    setActive(type);
    list.current?.querySelector<HTMLElement>(`[data-block-type="${CSS.escape(type)}"]`)?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (dragging() || event.defaultPrevented) return;
    const type = (event.target as HTMLElement).closest<HTMLElement>('[data-block-type]')?.dataset.blockType;
    const index = shown.findIndex((entry) => entry.type === type);
    if (type === undefined || index < 0) return;
    const to = (next: number) => focusEntry(shown[Math.min(shown.length - 1, Math.max(0, next))]?.type);
    switch (event.key) {
      case 'ArrowDown':
        to(index + 1);
        break;
      case 'ArrowUp':
        if (index === 0) list.current?.parentElement?.querySelector<HTMLInputElement>('input')?.focus();
        else to(index - 1);
        break;
      case 'Home':
        to(0);
        break;
      case 'End':
        to(shown.length - 1);
        break;
      case 'Enter':
        onInsert(type);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusEntry(shown[0]?.type);
    } else if (event.key === 'Enter' && shown[0]) {
      event.preventDefault();
      onInsert(shown[0].type);
    }
  };

  const onClick = (event: MouseEvent) => {
    const type = (event.target as HTMLElement).closest<HTMLElement>('[data-block-type]')?.dataset.blockType;
    if (type !== undefined) onInsert(type);
  };

  const onFocus = (event: FocusEvent) => {
    const type = (event.target as HTMLElement).closest<HTMLElement>('[data-block-type]')?.dataset.blockType;
    if (type !== undefined) setActive(type);
  };

  return (
    <section className="ts-palette" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ts-palette__title">
        {t('editor.palette.title')}
      </h2>
      <input
        type="search"
        className="ts-palette__search"
        aria-label={t('editor.palette.search')}
        placeholder={t('editor.palette.search')}
        aria-describedby={`${id}-status`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      <p id={`${id}-status`} role="status" className={query ? 'ts-palette__status' : 'ts-palette__hidden'}>
        {query ? t('editor.palette.matches', { count: shown.length }) : ''}
      </p>
      <p id={`${id}-help`} hidden>
        {t('editor.palette.instructions')}
      </p>
      {/* NB: the entries' keys and clicks are handled here, once, so each memoized entry needs no handlers. */}
      <div ref={list} className="ts-palette__groups" onKeyDown={onListKeyDown} onClick={onClick} onFocus={onFocus}>
        {paletteGroups.map((group) => {
          const entries = shown.filter((entry) => entry.group === group);
          if (entries.length === 0) return null;
          return (
            <div key={group} className="ts-palette__group" role="group" aria-labelledby={`${id}-${group}`}>
              <h3 id={`${id}-${group}`} className="ts-palette__group-title">
                {groupLabel(t, group)}
              </h3>
              <ul className="ts-palette__list">
                {entries.map((entry) => (
                  <PaletteItem
                    key={entry.type}
                    entry={entry}
                    tabbable={entry.type === activeType}
                    describedBy={`${id}-help`}
                    roleDescription={t('editor.palette.roleDescription')}
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
