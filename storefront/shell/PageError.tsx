import { shellLabels } from './labels';

/** The page's `<main>` when no page data came back: a 404 without an error page, or a failure, still inside the shell. */
export function PageError({ status, language }: { readonly status: number; readonly language: string }) {
  const labels = shellLabels(language);
  const notFound = status === 404;
  return (
    <main id="main" className="ts-main ts-main--message" tabIndex={-1} data-page-type="Error">
      <h1>{notFound ? labels.notFoundTitle : labels.errorTitle}</h1>
      <p>{notFound ? labels.notFoundText : labels.errorText}</p>
    </main>
  );
}
