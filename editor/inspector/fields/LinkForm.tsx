import { type FormEvent, useId, useState } from 'react';
import type { Translate } from '../../../runtime/core';

interface LinkFormProps {
  readonly t: Translate;
  /** Adds the link; answers a problem to show, or null when it was added. */
  readonly onAdd: (url: string) => string | null;
  readonly onCancel: () => void;
}

/** The rich-text field's "add a link" row: the address, checked like every link of the content (site path, http(s)…). */
export function LinkForm({ t, onAdd, onCancel }: LinkFormProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(onAdd(url));
  };
  // NB: not a <form>: the inspector may itself sit inside one (SchemaForm's host), and forms do not nest.
  return (
    <div
      className="ts-inspector__link-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
        if (event.key === 'Enter') submit(event);
      }}
    >
      <label htmlFor={id} className="ts-inspector__label">
        {t('editor.inspector.rich.linkAddress')}
      </label>
      <input
        id={id}
        className="ts-inspector__input"
        type="text"
        inputMode="url"
        spellCheck={false}
        // Opened by the Link button: typing the address is the next step.
        autoFocus
        value={url}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setUrl(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="ts-inspector__issue">
          {problem}
        </p>
      ) : null}
      <span className="ts-inspector__row">
        <button type="button" className="ts-inspector__button" onClick={submit}>
          {t('editor.inspector.rich.addLink')}
        </button>
        <button type="button" className="ts-inspector__button ts-inspector__button--quiet" onClick={onCancel}>
          {t('editor.inspector.cancel')}
        </button>
      </span>
    </div>
  );
}
