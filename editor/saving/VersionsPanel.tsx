import { useEffect, useId, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { describeAdminError, type DocumentVersion, type EditorRole } from '../api';
import { Dialog } from '../react/Dialog';

export interface VersionsPanelProps {
  readonly t: Translate;
  readonly role: EditorRole;
  readonly loadVersions: () => Promise<readonly DocumentVersion[]>;
  /** A new draft from an old version (publishers only). */
  readonly onRestore: (version: number) => Promise<void>;
  readonly onClose: () => void;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly versions: readonly DocumentVersion[] }
  | { readonly status: 'error'; readonly message: string };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * The document's versions, newest first: draft or published, live or scheduled, when and by whom. A publisher may
 * restore any of them as a new draft; an editor sees the button disabled and why.
 */
export function VersionsPanel({ t, role, loadVersions, onRestore, onClose }: VersionsPanelProps) {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const publisher = role === 'publisher';

  useEffect(() => {
    let current = true;
    loadVersions().then(
      (versions) => current && setLoaded({ status: 'done', versions }),
      (failure: unknown) => current && setLoaded({ status: 'error', message: describeAdminError(failure, t) }),
    );
    return () => {
      current = false;
    };
  }, [loadVersions, t]);

  const restore = (version: number) => {
    if (!publisher || busy !== null) return;
    setBusy(version);
    setError(null);
    onRestore(version).then(onClose, (failure: unknown) => {
      setBusy(null);
      setError(describeAdminError(failure, t));
    });
  };

  const stateOf = (v: DocumentVersion) =>
    v.live
      ? t('editor.versions.live')
      : v.scheduled
        ? t('editor.versions.scheduled', { date: when(v.publishAt) })
        : v.status === 'published'
          ? t('editor.versions.published')
          : t('editor.versions.draft');

  return (
    <Dialog title={t('editor.versions.title')} onClose={onClose} closeLabel={t('editor.app.close')} className="ts-ed-versions">
      {!publisher ? (
        <p id={`${id}-why`} className="ts-ed-note">
          {t('editor.versions.publisherOnly')}
        </p>
      ) : null}
      {loaded.status === 'loading' ? <p role="status">{t('editor.app.loading')}</p> : null}
      {loaded.status === 'error' ? (
        <p role="alert" className="ts-ed-note ts-ed-note--error">
          {loaded.message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="ts-ed-note ts-ed-note--error">
          {error}
        </p>
      ) : null}
      {loaded.status === 'done' ? (
        <table className="ts-ed-table">
          <caption className="ts-visually-hidden">{t('editor.versions.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('editor.versions.version')}</th>
              <th scope="col">{t('editor.versions.state')}</th>
              <th scope="col">{t('editor.versions.saved')}</th>
              <th scope="col">{t('editor.versions.by')}</th>
              <th scope="col">
                <span className="ts-visually-hidden">{t('editor.versions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaded.versions.map((v) => (
              <tr key={v.version}>
                <th scope="row">{v.version}</th>
                <td>{stateOf(v)}</td>
                <td>{when(v.createdAt)}</td>
                <td>{v.updatedBy ?? '—'}</td>
                <td>
                  <button
                    type="button"
                    className="ts-ed-button"
                    aria-disabled={!publisher || busy !== null || undefined}
                    aria-describedby={publisher ? undefined : `${id}-why`}
                    onClick={() => restore(v.version)}
                  >
                    {busy === v.version ? t('editor.versions.restoring') : t('editor.versions.restore', { version: v.version })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
}
