import type { ReactNode } from 'react';
import type { UIMatch } from 'react-router';
import type { WorkspaceNeed } from '../shared/workspace/workspace';

/** What a route tells the shell: the page title and its breadcrumb. */
export interface RouteHandle {
  /** Document title of the page. */
  title?: string;
  /**
   * Breadcrumb text; a function for pages named after their item (consumer, integration), which may render a component
   * that loads the name.
   */
  crumb?: string | ((match: UIMatch) => ReactNode);
  /** What of the workspace the screen cannot do without; the layout shows the empty state instead of it. */
  needs?: WorkspaceNeed;
}

/** A route's handle, typed: `handle: handle({ title: 'Logs', crumb: 'Logs' })`. */
export const handle = (value: RouteHandle): RouteHandle => value;

export function routeHandle(match: UIMatch): RouteHandle {
  const handle = match.handle;
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
