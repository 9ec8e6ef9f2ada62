import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { defaultSite, siteForLocale } from '../../runtime/core';
import { shellLabels } from './labels';

/** A route's error boundary: a 404 without an error page, or a failure, still inside the shell. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { locale } = useParams();
  const language = (siteForLocale(locale ?? '') ?? defaultSite()).locale.language;
  const labels = shellLabels(language);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="ts-main ts-main--message" tabIndex={-1} data-page-type="Error">
      <h1>{notFound ? labels.notFoundTitle : labels.errorTitle}</h1>
      <p>{notFound ? labels.notFoundText : labels.errorText}</p>
    </main>
  );
}
