import { useCallback, useEffect, useState } from 'react';
import { allSites } from '../../runtime/core';
import { docTypes, type DocType } from '../../schemas';
import { type AdminApi, describeAdminError, type SignedInEditor } from '../api';
import { type DraftStore, localDraftStore } from '../saving';
import { type DocumentFilter, DocumentsScreen } from './DocumentsScreen';
import { EditingScreen } from './EditingScreen';
import { LanguagePicker } from './LanguagePicker';
import { defaultPanels, type EditorPanels } from './panels';
import { documentHref, navigate, nextAfterSignIn, routeOf, useLocationHref } from './router';
import { SignInScreen } from './SignInScreen';
import { useWords } from './words';

export interface EditorAppProps {
  readonly api: AdminApi;
  readonly panels?: EditorPanels;
  readonly store?: DraftStore;
}

type Session =
  { readonly status: 'checking' } | { readonly status: 'signed-out' } | { readonly status: 'signed-in'; readonly editor: SignedInEditor };

const filterOf = (search: URLSearchParams): DocumentFilter => {
  const docType = search.get('docType') ?? '';
  return {
    siteId: search.get('siteId') ?? allSites()[0]?.siteId ?? 'global',
    docType: (docTypes as readonly string[]).includes(docType) ? (docType as DocType) : '',
    q: search.get('q') ?? '',
  };
};
const hrefOf = (filter: DocumentFilter): string => {
  const params = new URLSearchParams({ siteId: filter.siteId });
  if (filter.docType) params.set('docType', filter.docType);
  if (filter.q) params.set('q', filter.q);
  return `/editor?${params.toString()}`;
};

/**
 * The editor app at `/editor`: sign-in while signed out, then the documents (`/editor`) and the editing screen
 * (`/editor/documents/{id}`). It takes its admin API as a prop (stories and tests hand in a fake).
 */
export function EditorApp({ api, panels = defaultPanels, store: givenStore }: EditorAppProps) {
  const { t } = useWords();
  const [store] = useState(() => givenStore ?? localDraftStore());
  const [session, setSession] = useState<Session>({ status: 'checking' });
  const [failure, setFailure] = useState<string | null>(null);
  const href = useLocationHref();
  const url = new URL(href, 'http://editor.invalid');
  const route = routeOf(url.pathname, url.search);

  useEffect(() => {
    let current = true;
    api.session().then(
      (editor) => current && setSession(editor ? { status: 'signed-in', editor } : { status: 'signed-out' }),
      (error: unknown) => {
        if (!current) return;
        setSession({ status: 'signed-out' });
        setFailure(describeAdminError(error, t));
      },
    );
    return () => {
      current = false;
    };
  }, [api, t]);

  const signOut = useCallback(() => {
    api.signOut().then(
      () => setSession({ status: 'signed-out' }),
      (error: unknown) => setFailure(describeAdminError(error, t)),
    );
  }, [api, t]);
  const toDocuments = useCallback(() => navigate('/editor'), []);
  const onFilter = useCallback((filter: DocumentFilter) => navigate(hrefOf(filter), true), []);

  if (session.status === 'checking')
    return (
      <main className="ts-ed-loading">
        <p role="status">{t('editor.app.loading')}</p>
      </main>
    );
  if (session.status === 'signed-out') {
    return (
      <>
        {failure ? (
          <p role="alert" className="ts-ed-note ts-ed-note--error">
            {failure}
          </p>
        ) : null}
        <header className="ts-ed-signin__language">
          <LanguagePicker />
        </header>
        <SignInScreen
          t={t}
          api={api}
          onSignedIn={(editor) => {
            setFailure(null);
            // Back to the page that asked for the sign-in (a closed preview): the editor's own in place, any other whole.
            const next = nextAfterSignIn(url.search);
            if (next && !next.startsWith('/editor')) {
              window.location.assign(next);
              return;
            }
            if (next) navigate(next, true);
            setSession({ status: 'signed-in', editor });
          }}
        />
      </>
    );
  }
  const { editor } = session;
  if (route.name === 'document') {
    return (
      <EditingScreen
        key={route.id}
        t={t}
        api={api}
        editor={editor}
        documentId={route.id}
        panels={panels}
        store={store}
        onBack={toDocuments}
        onSignOut={signOut}
      />
    );
  }
  return (
    <div className="ts-ed-shell">
      <header className="ts-ed-appbar">
        <a className="ts-ed-appbar__brand" href="/editor">
          {t('editor.app.title')}
        </a>
        <span className="ts-ed-toolbar__spacer" />
        <a className="ts-ed-appbar__link" href="/editor/showcase">
          {t('editor.showcase.title')}
        </a>
        <span className="ts-ed-appbar__who">
          {t('editor.app.signedInAs', {
            name: editor.name,
            role: editor.role === 'publisher' ? t('editor.app.rolePublisher') : t('editor.app.roleEditor'),
          })}
        </span>
        <LanguagePicker />
        <button type="button" className="ts-ed-button ts-ed-button--quiet" onClick={signOut}>
          {t('editor.app.signOut')}
        </button>
      </header>
      {failure ? (
        <p role="alert" className="ts-ed-note ts-ed-note--error">
          {failure}
        </p>
      ) : null}
      {route.name === 'not-found' ? (
        <main className="ts-ed-loading">
          <p>{t('editor.app.errorNotFound')}</p>
          <a href="/editor">{t('editor.app.backToDocuments')}</a>
        </main>
      ) : (
        <DocumentsScreen t={t} api={api} initial={filterOf(route.search)} onOpen={(id) => navigate(documentHref(id))} onFilter={onFilter} />
      )}
    </div>
  );
}
