import { type KeyboardEvent, useRef } from 'react';
import type { Translate } from '../../../runtime/core';
import type { RichCommand } from './rich-text-commands';

interface RichToolbarProps {
  readonly t: Translate;
  /** The field's label, naming the toolbar ("Formatting of Body"). */
  readonly label: string;
  readonly state: { readonly bold: boolean; readonly italic: boolean; readonly link: boolean };
  readonly onCommand: (command: RichCommand) => void;
  readonly onLink: () => void;
}

/**
 * The rich-text field's buttons, as an ARIA toolbar: one tab stop, arrow keys between the buttons. A button pressed
 * with the mouse keeps the text's selection (it never takes focus from the text).
 */
export function RichToolbar({ t, label, state, onCommand, onLink }: RichToolbarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to =
      event.key === 'ArrowRight'
        ? at + 1
        : event.key === 'ArrowLeft'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (to === null || at < 0) return;
    event.preventDefault();
    const next = buttons[(to + buttons.length) % buttons.length];
    buttons.forEach((button) => {
      button.tabIndex = button === next ? 0 : -1;
    });
    next?.focus();
  };
  /** A button named by `name`; `glyph` (bold B, italic I) stands for it on screen, else the name is shown. */
  const button = (name: string, glyph: string | null, pressed: boolean | undefined, action: () => void, first = false) => (
    <button
      type="button"
      className={`ts-inspector__tool${glyph ? ` ts-inspector__tool--${glyph === 'B' ? 'bold' : 'italic'}` : ''}`}
      tabIndex={first ? 0 : -1}
      {...(glyph ? { 'aria-label': name } : {})}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    >
      {glyph ? <span aria-hidden="true">{glyph}</span> : name}
    </button>
  );
  return (
    <div ref={bar} role="toolbar" aria-label={t('editor.inspector.rich.toolbar', { label })} className="ts-inspector__toolbar" onKeyDown={move}>
      {button(t('editor.inspector.rich.bold'), 'B', state.bold, () => onCommand('bold'), true)}
      {button(t('editor.inspector.rich.italic'), 'I', state.italic, () => onCommand('italic'))}
      {button(t('editor.inspector.rich.link'), null, undefined, onLink)}
      {button(t('editor.inspector.rich.unlink'), null, undefined, () => onCommand('unlink'))}
    </div>
  );
}
