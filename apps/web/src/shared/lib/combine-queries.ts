import type { GateQuery } from '../ui/query-gate';

/** Two queries as one for the gate: data once both answered (combined), the first error, fetching while either is. */
export function combineQueries<A, B, T>(a: GateQuery<A>, b: GateQuery<B>, combine: (a: A, b: B) => T): GateQuery<T> {
  return {
    data: a.data !== undefined && b.data !== undefined ? combine(a.data, b.data) : undefined,
    error: a.error ?? b.error,
    isFetching: a.isFetching || b.isFetching,
    refetch: () => {
      if (a.error) a.refetch();
      if (b.error || !a.error) b.refetch();
    },
  };
}
