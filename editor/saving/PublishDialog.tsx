import { type FormEvent, useId, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { blockIssuesOf, type BlockIssue, describeAdminError, type EditorRole } from '../api';
import { Dialog } from '../react/Dialog';
import { instantOf } from '../canvas';
import { IssuesList } from './IssuesList';

export interface PublishDialogProps {
  readonly t: Translate;
  readonly role: EditorRole;
  /** The version to publish (the newest saved draft). */
  readonly version: number;
  /** Blocks failing their schemas, by the browser's own check: publishing waits until there are none. */
  readonly issues: readonly BlockIssue[];
  /** Whether every edit is saved (publishing sends a saved version). */
  readonly saved: boolean;
  /** Publishes now, or at an ISO date-time; throws the server's refusal. */
  readonly onPublish: (at?: string) => Promise<void>;
  readonly onSelectIssue: (blockId: string) => void;
  readonly onClose: () => void;
}

/**
 * Publish now or at a date-time. Only publishers may (editors see why not); any block failing its schema blocks it,
 * listed by type, field and message, each selecting its block; the server's own 422 is listed the same way.
 */
export function PublishDialog({ t, role, version, issues, saved, onPublish, onSelectIssue, onClose }: PublishDialogProps) {
  const id = useId();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverIssues, setServerIssues] = useState<readonly BlockIssue[]>([]);
  const listed = issues.length > 0 ? issues : serverIssues;
  const publisher = role === 'publisher';
  const blocked = !publisher || issues.length > 0 || !saved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || busy) return;
    const instant = when === 'later' ? instantOf(at) : undefined;
    if (when === 'later' && !instant) {
      setError(t('editor.publish.chooseDate'));
      return;
    }
    setBusy(true);
    setError(null);
    onPublish(instant).then(onClose, (failure: unknown) => {
      setBusy(false);
      setServerIssues(blockIssuesOf(failure));
      setError(describeAdminError(failure, t));
    });
  };

  const select = (blockId: string) => {
    onSelectIssue(blockId);
    onClose();
  };

  return (
    <Dialog title={t('editor.publish.title')} onClose={onClose} closeLabel={t('editor.app.close')}>
      <form className="ts-ed-publish" onSubmit={submit} noValidate>
        {!publisher ? (
          <p id={`${id}-why`} className="ts-ed-note">
            {t('editor.publish.publisherOnly')}
          </p>
        ) : null}
        {publisher && !saved ? (
          <p id={`${id}-why`} className="ts-ed-note">
            {t('editor.publish.saveFirst')}
          </p>
        ) : null}
        {listed.length > 0 ? (
          <div className="ts-ed-publish__issues">
            <p id={issues.length > 0 ? `${id}-why` : undefined} className="ts-ed-note ts-ed-note--error">
              {t('editor.save.issuesTitle', { count: listed.length })}
            </p>
            <IssuesList t={t} issues={listed} onSelect={select} />
          </div>
        ) : null}
        <fieldset className="ts-ed-publish__when" disabled={!publisher}>
          <legend>{t('editor.publish.when')}</legend>
          <label>
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> {t('editor.publish.now')}
          </label>
          <label>
            <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> {t('editor.publish.later')}
          </label>
          {when === 'later' ? (
            <span className="ts-ed-publish__at">
              <label htmlFor={`${id}-at`}>{t('editor.publish.at')}</label>
              <input id={`${id}-at`} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} required />
            </span>
          ) : null}
        </fieldset>
        {error ? (
          <p role="alert" className="ts-ed-note ts-ed-note--error">
            {error}
          </p>
        ) : null}
        <div className="ts-ed-dialog__actions">
          <button
            type="submit"
            className="ts-ed-button ts-ed-button--primary"
            aria-disabled={blocked || busy || undefined}
            aria-describedby={blocked ? `${id}-why` : undefined}
          >
            {busy
              ? t('editor.publish.publishing')
              : when === 'later'
                ? t('editor.publish.schedule', { version })
                : t('editor.publish.publishNow', { version })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
