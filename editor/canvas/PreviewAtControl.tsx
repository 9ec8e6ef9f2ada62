import { type FormEvent, useId, useState } from 'react';
import type { Translate } from '../../runtime/core';

export interface PreviewAtControlProps {
  readonly t: Translate;
  /** The moment shown (ISO), or undefined for the live draft. */
  readonly previewAt: string | undefined;
  readonly onChange: (previewAt: string | undefined) => void;
}

/** `2030-05-01T09:30` (a datetime-local value, the editor's own time zone) as an ISO instant; undefined if it is none. */
export function instantOf(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "Preview at": shows what will be live at a date-time (the server's published and scheduled versions then). */
export function PreviewAtControl({ t, previewAt, onChange }: PreviewAtControlProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instant = instantOf(value);
    if (instant) onChange(instant);
  };
  return (
    <form className="ts-ed-preview-at" onSubmit={submit}>
      <label htmlFor={id}>{t('editor.canvas.previewAt')}</label>
      <input id={id} type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="ts-ed-button" disabled={!instantOf(value)}>
        {t('editor.canvas.previewAtShow')}
      </button>
      {previewAt ? (
        <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={() => onChange(undefined)}>
          {t('editor.canvas.previewAtLive')}
        </button>
      ) : null}
    </form>
  );
}
