import type { ShowcaseResponse } from '../../schemas';
import type { Translate } from '../../runtime/core';

export type ShowcaseState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly response: ShowcaseResponse; readonly previewBase: string | null }
  | { readonly status: 'error'; readonly message: string };

/**
 * Where a page document renders in preview mode: its one path (through its parents, as the content service
 * answers it), so the link opens the page without a redirect. A page without one (a missing parent) has no link.
 */
export function previewHref(base: string, doc: { readonly path?: string | undefined }): string | null {
  if (doc.path === undefined) return null;
  return doc.path === '/' ? base : `${base}${doc.path}`;
}

/** The answer of a showcase call: headed "id | name", or "No results." when the site has none of that docType. */
export function ShowcaseResults({ state, t }: { readonly state: ShowcaseState; readonly t: Translate }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading')
    return (
      <p role="status" className="ts-showcase__status">
        {t('editor.showcase.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <p role="alert" className="ts-showcase__error">
        {state.message}
      </p>
    );
  const { results } = state.response;
  if (results.length === 0)
    return (
      <p role="status" className="ts-showcase__status">
        {t('editor.showcase.noResults')}
      </p>
    );
  return (
    <section className="ts-showcase__results" aria-labelledby="showcase-results-heading">
      <h2 id="showcase-results-heading" className="ts-showcase__heading">
        {t('editor.showcase.resultsHeading')}
      </h2>
      <ol className="ts-showcase__list">
        {results.map((doc) => (
          <li key={doc.id} className="ts-showcase__row">
            <code className="ts-showcase__id">{doc.id}</code>
            <span aria-hidden="true"> | </span>
            <span className="ts-showcase__name">{doc.name}</span>
            <span className="ts-showcase__meta">
              {doc.key} · v{doc.version} · {doc.status}
            </span>
            {state.previewBase && doc.path !== undefined && (
              <a className="ts-showcase__open" href={previewHref(state.previewBase, doc) ?? undefined}>
                {t('editor.showcase.preview')}
                <span className="ts-visually-hidden"> {doc.name}</span>
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
