import { type FormEvent, useId, useState } from 'react';
import { docTypes, type DocType } from '../../schemas';
import type { Translate } from '../../runtime/core';
import { describeAdminError, type DocumentSummary, type NewDocument } from '../api';
import { Dialog } from '../react/Dialog';

const SINGLETONS: readonly DocType[] = ['footer', 'menu', 'popups'];

/** A key from a name: lower case, words joined by hyphens (`Summer sale` → `summer-sale`). */
export const keyFromName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

interface FailingSubmit {
  readonly busy: boolean;
  readonly error: string | null;
  readonly run: (work: () => Promise<unknown>) => void;
}

/** Runs a dialog's call: busy meanwhile, closing on success, the reason in the editor's words on failure. */
function useSubmit(t: Translate, onDone: () => void): FailingSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    run(work) {
      if (busy) return;
      setBusy(true);
      setError(null);
      work().then(onDone, (failure: unknown) => {
        setBusy(false);
        setError(describeAdminError(failure, t));
      });
    },
  };
}

const ErrorLine = ({ error }: { readonly error: string | null }) => (
  <p role="alert" className="ts-ed-note ts-ed-note--error">
    {error}
  </p>
);

export interface CreateDocumentDialogProps {
  readonly t: Translate;
  readonly siteId: string;
  readonly docType: DocType | '';
  readonly onCreate: (document: NewDocument) => Promise<unknown>;
  readonly onClose: () => void;
}

/** A new document on the chosen site: its docType, name and key (the key follows the name until edited). */
export function CreateDocumentDialog({ t, siteId, docType: initialType, onCreate, onClose }: CreateDocumentDialogProps) {
  const id = useId();
  const global = siteId === 'global';
  const [docType, setDocType] = useState<DocType>(global ? 'fragment' : initialType || 'page');
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [keyEdited, setKeyEdited] = useState(false);
  const submit = useSubmit(t, onClose);
  const fixedKey = SINGLETONS.includes(docType) ? docType : null;
  const shownKey = fixedKey ?? (keyEdited ? key : keyFromName(name));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.run(() => onCreate({ siteId, docType, name: name.trim(), key: shownKey }));
  };
  return (
    <Dialog title={t('editor.documents.createTitle')} onClose={onClose} closeLabel={t('editor.app.close')}>
      <form className="ts-ed-form" onSubmit={onSubmit}>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-type`}>{t('editor.documents.docType')}</label>
          <select id={`${id}-type`} value={docType} onChange={(event) => setDocType(event.target.value as DocType)} disabled={global}>
            {docTypes
              .filter((type) => global === (type === 'fragment'))
              .map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
          </select>
        </div>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-name`}>{t('editor.documents.name')}</label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} autoComplete="off" />
        </div>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-key`}>{t('editor.documents.key')}</label>
          <input
            id={`${id}-key`}
            value={shownKey}
            readOnly={fixedKey !== null}
            required
            maxLength={120}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setKeyEdited(true);
              setKey(event.target.value);
            }}
          />
        </div>
        <ErrorLine error={submit.error} />
        <div className="ts-ed-dialog__actions">
          <button type="submit" className="ts-ed-button ts-ed-button--primary" aria-disabled={submit.busy || undefined}>
            {t('editor.documents.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export interface DuplicateDocumentDialogProps {
  readonly t: Translate;
  readonly document: DocumentSummary;
  readonly onDuplicate: (copy: { key: string; name: string }) => Promise<unknown>;
  readonly onClose: () => void;
}

/** A copy under a new name and key. */
export function DuplicateDocumentDialog({ t, document, onDuplicate, onClose }: DuplicateDocumentDialogProps) {
  const id = useId();
  const [name, setName] = useState(t('editor.documents.copyName', { name: document.name }));
  const [key, setKey] = useState(`${document.key}-copy`);
  const submit = useSubmit(t, onClose);
  return (
    <Dialog title={t('editor.documents.duplicateTitle', { name: document.name })} onClose={onClose} closeLabel={t('editor.app.close')}>
      <form
        className="ts-ed-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit.run(() => onDuplicate({ key: key.trim(), name: name.trim() }));
        }}
      >
        <div className="ts-ed-field">
          <label htmlFor={`${id}-name`}>{t('editor.documents.name')}</label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} autoComplete="off" />
        </div>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-key`}>{t('editor.documents.key')}</label>
          <input
            id={`${id}-key`}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            required
            maxLength={120}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <ErrorLine error={submit.error} />
        <div className="ts-ed-dialog__actions">
          <button type="submit" className="ts-ed-button ts-ed-button--primary" aria-disabled={submit.busy || undefined}>
            {t('editor.documents.duplicate')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export interface RenameDocumentDialogProps {
  readonly t: Translate;
  readonly document: DocumentSummary;
  readonly onRename: (name: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** A new name (the key, and so the page's address, stays). */
export function RenameDocumentDialog({ t, document, onRename, onClose }: RenameDocumentDialogProps) {
  const id = useId();
  const [name, setName] = useState(document.name);
  const submit = useSubmit(t, onClose);
  return (
    <Dialog title={t('editor.documents.renameTitle', { name: document.name })} onClose={onClose} closeLabel={t('editor.app.close')}>
      <form
        className="ts-ed-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit.run(() => onRename(name.trim()));
        }}
      >
        <div className="ts-ed-field">
          <label htmlFor={`${id}-name`}>{t('editor.documents.name')}</label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} autoComplete="off" />
        </div>
        <ErrorLine error={submit.error} />
        <div className="ts-ed-dialog__actions">
          <button type="submit" className="ts-ed-button ts-ed-button--primary" aria-disabled={submit.busy || undefined}>
            {t('editor.documents.rename')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export interface DeleteDocumentDialogProps {
  readonly t: Translate;
  readonly document: DocumentSummary;
  readonly onDelete: () => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks before deleting: the document leaves the site (its versions are kept as a tombstone on the server). */
export function DeleteDocumentDialog({ t, document, onDelete, onClose }: DeleteDocumentDialogProps) {
  const submit = useSubmit(t, onClose);
  return (
    <Dialog title={t('editor.documents.deleteTitle', { name: document.name })} onClose={onClose} alert>
      <p>{t('editor.documents.deleteBody', { name: document.name, key: document.key })}</p>
      <ErrorLine error={submit.error} />
      <div className="ts-ed-dialog__actions">
        <button type="button" className="ts-ed-button" onClick={onClose}>
          {t('editor.app.cancel')}
        </button>
        <button
          type="button"
          className="ts-ed-button ts-ed-button--danger"
          aria-disabled={submit.busy || undefined}
          onClick={() => submit.run(onDelete)}
        >
          {t('editor.documents.delete')}
        </button>
      </div>
    </Dialog>
  );
}
