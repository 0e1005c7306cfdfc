import type { UIMatch } from 'react-router';

/** What a route tells the shell: the page title and its breadcrumb. */
export interface RouteHandle {
  /** Document title of the page. */
  title?: string;
  /** Breadcrumb text; a function for pages named after their item (consumer, integration). */
  crumb?: string | ((match: UIMatch) => string);
}

export function routeHandle(match: UIMatch): RouteHandle {
  const handle = match.handle;
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
