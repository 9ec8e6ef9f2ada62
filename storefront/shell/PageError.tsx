import { useMessages } from '../../runtime/react';

/** The page's `<main>` when no page data came back: a 404 without an error page, or a failure, still inside the shell. */
export function PageError({ status }: { readonly status: number }) {
  const t = useMessages();
  const notFound = status === 404;
  return (
    <main id="main" className="ts-main ts-main--message" tabIndex={-1} data-page-type="Error">
      <h1>{t(notFound ? 'shell.notFoundTitle' : 'shell.errorTitle')}</h1>
      <p>{t(notFound ? 'shell.notFoundText' : 'shell.errorText')}</p>
    </main>
  );
}
