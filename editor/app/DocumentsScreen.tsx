import { useCallback, useEffect, useId, useState } from 'react';
import { docTypes, type DocType } from '../../schemas';
import { allSites, type Translate } from '../../runtime/core';
import { type AdminApi, describeAdminError, type DocumentSummary } from '../api';
import { CreateDocumentDialog, DeleteDocumentDialog, DuplicateDocumentDialog, RenameDocumentDialog } from './DocumentDialogs';
import { DocumentList } from './DocumentList';

export interface DocumentFilter {
  readonly siteId: string;
  readonly docType: DocType | '';
  readonly q: string;
}

export interface DocumentsScreenProps {
  readonly t: Translate;
  readonly api: AdminApi;
  readonly initial: DocumentFilter;
  readonly onOpen: (id: string) => void;
  /** The filter changed (the app keeps it in the address, so back and reload find the same list). */
  readonly onFilter?: (filter: DocumentFilter) => void;
}

type Listing =
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly documents: readonly DocumentSummary[] }
  | { readonly status: 'error'; readonly message: string };
/** A listing and the request it answers (a listing of another filter counts as loading). */
type Answer = { readonly request: string; readonly listing: Listing };
type Open = { readonly kind: 'create' } | { readonly kind: 'duplicate' | 'rename' | 'delete'; readonly document: DocumentSummary } | null;

/** How long the search waits for the editor to stop typing. */
const SEARCH_DELAY_MS = 250;

/**
 * The documents of a site (brand and locale; fragments are global) and docType, searched by name or key; create,
 * duplicate, rename, delete (after a confirmation) and open.
 */
export function DocumentsScreen({ t, api, initial, onOpen, onFilter }: DocumentsScreenProps) {
  const id = useId();
  const [filter, setFilter] = useState<DocumentFilter>(initial);
  const [query, setQuery] = useState(initial.q);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const timer = setTimeout(() => setFilter((f) => (f.q === query ? f : { ...f, q: query })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const request = JSON.stringify([filter, reloads]);
  const listing: Listing = answer?.request === request ? answer.listing : { status: 'loading' };
  useEffect(() => {
    onFilter?.(filter);
    let current = true;
    const query = { siteId: filter.siteId, ...(filter.docType ? { docType: filter.docType } : {}), ...(filter.q ? { q: filter.q } : {}) };
    api.listDocuments(query).then(
      (documents) => current && setAnswer({ request, listing: { status: 'done', documents } }),
      (failure: unknown) => current && setAnswer({ request, listing: { status: 'error', message: describeAdminError(failure, t) } }),
    );
    return () => {
      current = false;
    };
  }, [api, filter, request, t, onFilter]);

  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    reload();
  };

  return (
    <main className="ts-ed-documents" aria-labelledby={`${id}-title`}>
      <div className="ts-ed-documents__head">
        <h1 id={`${id}-title`}>{t('editor.documents.title')}</h1>
        <button type="button" className="ts-ed-button ts-ed-button--primary" onClick={() => setOpen({ kind: 'create' })}>
          {t('editor.documents.new')}
        </button>
      </div>
      <form className="ts-ed-documents__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-site`}>{t('editor.documents.site')}</label>
          <select id={`${id}-site`} value={filter.siteId} onChange={(event) => setFilter((f) => ({ ...f, siteId: event.target.value }))}>
            {allSites().map((site) => (
              <option key={site.siteId} value={site.siteId}>{`${site.brand.name} — ${site.locale.label}`}</option>
            ))}
            <option value="global">{t('editor.documents.globalSite')}</option>
          </select>
        </div>
        <div className="ts-ed-field">
          <label htmlFor={`${id}-type`}>{t('editor.documents.docType')}</label>
          <select
            id={`${id}-type`}
            value={filter.docType}
            onChange={(event) => setFilter((f) => ({ ...f, docType: event.target.value as DocType | '' }))}
          >
            <option value="">{t('editor.documents.allTypes')}</option>
            {docTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="ts-ed-field ts-ed-documents__search">
          <label htmlFor={`${id}-q`}>{t('editor.documents.search')}</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </div>
      </form>
      <p role="status" className="ts-ed-documents__count">
        {listing.status === 'loading'
          ? t('editor.app.loading')
          : listing.status === 'done'
            ? t('editor.documents.count', { count: listing.documents.length })
            : ''}
      </p>
      {listing.status === 'error' ? (
        <p role="alert" className="ts-ed-note ts-ed-note--error">
          {listing.message}
        </p>
      ) : null}
      {listing.status === 'done' && listing.documents.length > 0 ? (
        <DocumentList
          t={t}
          documents={listing.documents}
          onOpen={(document) => onOpen(document.id)}
          onDuplicate={(document) => setOpen({ kind: 'duplicate', document })}
          onRename={(document) => setOpen({ kind: 'rename', document })}
          onDelete={(document) => setOpen({ kind: 'delete', document })}
        />
      ) : null}
      {open?.kind === 'create' ? (
        <CreateDocumentDialog
          t={t}
          siteId={filter.siteId}
          docType={filter.docType}
          onClose={close}
          onCreate={async (document) => onOpen((await api.createDocument(document)).id)}
        />
      ) : null}
      {open?.kind === 'duplicate' ? (
        <DuplicateDocumentDialog
          t={t}
          document={open.document}
          onClose={done}
          onDuplicate={(copy) => api.duplicateDocument(open.document.id, copy)}
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <RenameDocumentDialog t={t} document={open.document} onClose={done} onRename={(name) => api.renameDocument(open.document.id, name)} />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteDocumentDialog t={t} document={open.document} onClose={done} onDelete={() => api.deleteDocument(open.document.id)} />
      ) : null}
    </main>
  );
}
