import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { toApiError, type ApiError } from '../lib/api-error';

/** What the gate reads of an RTK Query result, or of several combined into one. */
export interface GateQuery<T> {
  data?: T | undefined;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface Retry {
  retrying: boolean;
  onRetry: () => void;
}

interface QueryGateProps<T> {
  query: GateQuery<T>;
  /** What could not be loaded, as a sentence ('We could not load your profile'); the server's reason goes below it. */
  errorTitle?: string;
  /** Shown until the answer arrives; a skeleton (of `skeletonRows` lines) unless given. */
  loading?: ReactNode;
  skeletonRows?: number;
  /** Replaces the error panel, e.g. with a view of its own for some statuses. */
  renderError?: (failure: ApiError, retry: Retry) => ReactNode;
  /** Names the two states for tests: `<testId>-loading` and `<testId>-load-error`. */
  testId?: string;
  /** The screen, once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * The one place that decides between loading, failed and loaded: a screen renders its
 * data and nothing else. Data already loaded stays on screen while it is fetched again.
 * A 401 keeps the loading state, since the API layer is already on its way to Login.
 */
export function QueryGate<T>(props: QueryGateProps<T>) {
  const {
    query,
    errorTitle = 'We could not load this',
    loading,
    skeletonRows = 3,
    renderError,
    testId,
    children,
  } = props;
  const { data, error, isFetching, refetch } = query;
  if (data !== undefined) return <>{children(data)}</>;

  const failure = error === undefined ? undefined : toApiError(error);
  if (!failure || failure.status === 401) {
    const view = loading ?? <Skeleton active paragraph={{ rows: skeletonRows }} />;
    return testId ? <div data-testid={`${testId}-loading`}>{view}</div> : <>{view}</>;
  }

  const retry: Retry = { retrying: isFetching, onRetry: () => void refetch() };
  if (renderError) return <>{renderError(failure, retry)}</>;
  return (
    <Alert
      type="error"
      showIcon
      title={errorTitle}
      description={failure.message}
      data-testid={testId && `${testId}-load-error`}
      action={
        <Button size="small" loading={retry.retrying} onClick={retry.onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/**
 * A section that loads its own data: a component that calls `useQuery` and renders `render(data)` through the gate,
 * e.g. `export const ProfileForm = gated(useGetProfileQuery, (profile) => <ProfileFields profile={profile} />, {
 * testId: 'profile' })`.
 */
export function gated<T>(
  useQuery: () => GateQuery<T>,
  render: (data: T) => ReactNode,
  gate: Omit<QueryGateProps<T>, 'query' | 'children'>,
) {
  return function Gated() {
    return (
      <QueryGate query={useQuery()} {...gate}>
        {render}
      </QueryGate>
    );
  };
}
