import { type ClipboardEvent, type DragEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { urlSchema } from '../../../schemas';
import { useForm } from '../form-context';
import { cleanRichText } from '../sanitize-rich-text';
import type { FieldProps } from './field-props';
import { FieldNotes } from './FieldNotes';
import { LinkForm } from './LinkForm';
import { type RichCommand, runRichCommand, selectionState } from './rich-text-commands';
import { RichToolbar } from './RichToolbar';
import { useFieldMeta } from './use-field-meta';

/**
 * Rich text (the HTML fields the storefront renders with `<RichText>`): a contenteditable with a small toolbar (bold,
 * italic, link, remove link; Ctrl/Cmd+B and +I work too). What is typed, pasted or dropped is sanitized with DOMPurify
 * before it reaches the document; the field's DOM is only rewritten when the value changes from outside (undo) or when
 * sanitizing took something out, so the caret stays where the editor types.
 */
export function RichTextField({ path, label, help, optional, value }: FieldProps) {
  const { change, t } = useForm();
  const meta = useFieldMeta(path, help);
  const labelId = `${meta.id}-label`;
  const html = typeof value === 'string' ? value : '';
  const host = useRef<HTMLDivElement>(null);
  /** The HTML the field's DOM shows (set by us or typed), to tell an outside change from our own echo. */
  const shown = useRef<string | null>(null);
  /** The selection when focus left for the toolbar: its commands apply there. */
  const saved = useRef<Range | null>(null);
  const [state, setState] = useState({ bold: false, italic: false, link: false });
  const [linking, setLinking] = useState(false);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element || shown.current === html) return;
    element.innerHTML = cleanRichText(html).html;
    shown.current = html;
  }, [html]);

  useEffect(() => {
    const track = () => {
      const element = host.current;
      const selection = window.getSelection();
      if (!element || !selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (!element.contains(range.commonAncestorContainer)) return;
      saved.current = range.cloneRange();
      setState(selectionState(element));
    };
    document.addEventListener('selectionchange', track);
    return () => document.removeEventListener('selectionchange', track);
  }, []);

  const commit = () => {
    const element = host.current;
    if (!element) return;
    const { html: clean, removed } = cleanRichText(element.innerHTML);
    if (removed) element.innerHTML = clean;
    shown.current = clean;
    change(path, clean === '' && optional ? undefined : clean, { typing: true });
  };

  const run = (command: RichCommand) => {
    const element = host.current;
    if (!element) return;
    runRichCommand(element, command, saved.current);
    setState(selectionState(element));
    commit();
  };

  const insertClean = (data: DataTransfer | null) => {
    const element = host.current;
    if (!element || !data) return;
    const pasted = data.getData('text/html');
    const text = data.getData('text/plain');
    const clean = pasted ? cleanRichText(pasted).html : text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
    if (typeof document.execCommand === 'function' && document.execCommand('insertHTML', false, clean)) {
      commit();
      return;
    }
    element.insertAdjacentHTML('beforeend', clean);
    commit();
  };

  const addLink = (url: string): string | null => {
    const checked = urlSchema.safeParse(url.trim());
    if (!checked.success) return t('editor.inspector.rich.badLink');
    setLinking(false);
    run({ link: checked.data });
    return null;
  };

  return (
    <div className="ts-inspector__field">
      <span id={labelId} className="ts-inspector__label">
        {label}
      </span>
      <RichToolbar t={t} label={label} state={state} onCommand={run} onLink={() => setLinking(true)} />
      {linking ? (
        <LinkForm
          t={t}
          onAdd={addLink}
          onCancel={() => {
            setLinking(false);
            host.current?.focus();
          }}
        />
      ) : null}
      <div
        ref={host}
        id={meta.id}
        className="ts-inspector__rich ts-rich-text"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={meta.invalid || undefined}
        aria-describedby={meta.describedBy}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onFocus={() => {
          // New lines as paragraphs (Chromium's default is <div>, which the storefront's rich text does not use).
          if (typeof document.execCommand === 'function') document.execCommand('defaultParagraphSeparator', false, 'p');
        }}
        onInput={commit}
        onPaste={(event: ClipboardEvent) => {
          event.preventDefault();
          insertClean(event.clipboardData);
        }}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          insertClean(event.dataTransfer);
        }}
      />
      <FieldNotes meta={meta} help={help} />
    </div>
  );
}
