import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { routeHandle } from '../route-handle';

export const APP_NAME = 'Developer Portal';

/** The root of every screen: keeps the document title in step with the page. */
export function RootRoute() {
  const matches = useMatches();
  const title = matches
    .map((match) => routeHandle(match).title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
