import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../shared/lib/error-reporting';
import './route-error.css';

/**
 * Last-resort error screen of the router (e.g. a page chunk failed to load after a deploy). Plain HTML on purpose.
 * What it caught goes to error reporting when it was started (an answer the router made, such as a 404, does not).
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error) || error.status >= 500) reportError(error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="centered-screen route-error" role="alert" data-testid="route-error">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Reloading usually helps.</p>
      {detail && <p className="route-error__detail">{detail}</p>}
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
