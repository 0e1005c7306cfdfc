import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query string and a change to it (the history entry replaced) that builds on every change before it: two
 * changes in a row before the router renders again (a search typed, then a sector chosen) both land. react-router
 * hands a functional update the query of the last render, so under load the second change dropped the first.
 */
export function useQueryString() {
  const [query, setQuery] = useSearchParams();
  const latest = useRef(query);
  const rendered = useRef(query.toString());
  if (query.toString() !== rendered.current) {
    // The router moved (a change landed, or Back): what it shows is the latest.
    rendered.current = query.toString();
    latest.current = query;
  }
  const change = (next: (current: URLSearchParams) => URLSearchParams) => {
    latest.current = next(new URLSearchParams(latest.current));
    setQuery(latest.current, { replace: true });
  };
  return [query, change] as const;
}
