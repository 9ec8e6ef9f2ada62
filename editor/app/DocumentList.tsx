import type { Translate } from '../../runtime/core';
import type { DocumentSummary } from '../api';
import { documentHref } from './router';

export interface DocumentListProps {
  readonly t: Translate;
  readonly documents: readonly DocumentSummary[];
  readonly onOpen: (document: DocumentSummary) => void;
  readonly onDuplicate: (document: DocumentSummary) => void;
  readonly onRename: (document: DocumentSummary) => void;
  readonly onDelete: (document: DocumentSummary) => void;
}

/** The documents as a table: name (opens it), key, status, version, last saved, and what can be done to each. */
export function DocumentList({ t, documents, onOpen, onDuplicate, onRename, onDelete }: DocumentListProps) {
  return (
    <table className="ts-ed-table ts-ed-documents__table">
      <caption className="ts-visually-hidden">{t('editor.documents.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('editor.documents.name')}</th>
          <th scope="col">{t('editor.documents.key')}</th>
          <th scope="col">{t('editor.documents.docType')}</th>
          <th scope="col">{t('editor.documents.status')}</th>
          <th scope="col">{t('editor.documents.version')}</th>
          <th scope="col">{t('editor.documents.updated')}</th>
          <th scope="col">
            <span className="ts-visually-hidden">{t('editor.documents.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id}>
            <th scope="row">
              <a
                href={documentHref(document.id)}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onOpen(document);
                }}
              >
                {document.name}
              </a>
            </th>
            <td className="ts-ed-mono">{document.key}</td>
            <td>{document.docType}</td>
            <td>
              <span className="ts-ed-badge" data-status={document.status}>
                {document.status === 'published' ? t('editor.documents.published') : t('editor.documents.draft')}
              </span>
              {document.publishAt ? (
                <span className="ts-ed-badge" data-status="scheduled">
                  {t('editor.documents.scheduledAt', { date: new Date(document.publishAt).toLocaleString() })}
                </span>
              ) : null}
            </td>
            <td>{document.version}</td>
            <td>{new Date(document.updatedAt).toLocaleString()}</td>
            <td className="ts-ed-documents__actions">
              <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={() => onDuplicate(document)}>
                {t('editor.documents.duplicate')}
                <span className="ts-visually-hidden"> {document.name}</span>
              </button>
              <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={() => onRename(document)}>
                {t('editor.documents.rename')}
                <span className="ts-visually-hidden"> {document.name}</span>
              </button>
              <button type="button" className="ts-ed-button ts-ed-button--quiet ts-ed-button--danger-text" onClick={() => onDelete(document)}>
                {t('editor.documents.delete')}
                <span className="ts-visually-hidden"> {document.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
