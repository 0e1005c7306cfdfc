import type { Application } from '@portal/shared/applications/applications.schemas';
import type { Environment } from '@portal/shared/common/environment';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { QueryGate, type GateQuery, type Retry } from '../ui/query-gate';
import type { ApiError } from '../lib/api-error';
import { useGetApplicationsQuery } from '../api/applications';
import { useGetTeamsQuery } from '../api/accounts';
import { refreshEnvironment, useGetMeQuery, useUpdateMetaMutation } from '../api/users';
import { resolveWorkspace, WorkspaceContext, type Workspace, type WorkspaceSources } from './workspace';

/** The workspace's sources as one query: loaded when all are, failed when one failed. */
export function useWorkspaceQuery(): GateQuery<WorkspaceSources> {
  const me = useGetMeQuery();
  const teams = useGetTeamsQuery();
  const applications = useGetApplicationsQuery();
  const parts = [me, teams, applications];
  return {
    data:
      me.data && teams.data && applications.data
        ? { user: me.data, teams: teams.data, applications: applications.data }
        : undefined,
    error: parts.find((part) => part.error)?.error,
    isFetching: parts.some((part) => part.isFetching),
    refetch: () => {
      for (const part of parts) if (part.error) void part.refetch();
    },
  };
}

/** Gives `value` to every `useWorkspace()` below. */
export function WorkspaceProvider({ value, children }: { value: Workspace; children: ReactNode }) {
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

/** The URL's way to ask for an application: `?application=<id>` on any screen. */
const REQUESTED_APPLICATION_PARAM = 'application';

function ResolvedWorkspace({ sources, children }: { sources: WorkspaceSources; children: ReactNode }) {
  const { user, teams, applications } = sources;
  const [params] = useSearchParams();
  const requested = params.get(REQUESTED_APPLICATION_PARAM);
  const [current, setCurrent] = useState<string | null>(null);
  const [save] = useUpdateMetaMutation();
  const dispatch = useDispatch();
  const choose = useCallback(
    async (application: Application) => {
      setCurrent(application.id);
      const accountId = application.account === user.meta.accountId ? undefined : application.account;
      await save({ applicationId: application.id, ...(accountId ? { accountId } : {}) }).unwrap();
    },
    [save, user.meta.accountId],
  );
  // users/me shows the new environment at once (updateMeta patches it), so every screen follows before the save;
  // what it shows of that environment is read again (environmentTags says why).
  const chooseEnvironment = useCallback(
    async (environment: Environment) => {
      const ids = (applications ?? []).map((application) => application.id);
      dispatch(refreshEnvironment(ids, environment));
      await save({ environment }).unwrap();
    },
    [save, dispatch, applications],
  );
  const workspace = useMemo(
    () => resolveWorkspace({ user, teams, applications }, { requested, current, choose, chooseEnvironment }),
    [user, teams, applications, requested, current, choose, chooseEnvironment],
  );
  return <WorkspaceProvider value={workspace}>{children}</WorkspaceProvider>;
}

interface WorkspaceGateProps {
  loading?: ReactNode;
  renderError?: (failure: ApiError, retry: Retry) => ReactNode;
  children: ReactNode;
}

/** Loads the workspace once, shows its loading and error states, then provides it to the screens. */
export function WorkspaceGate({ loading, renderError, children }: WorkspaceGateProps) {
  return (
    <QueryGate
      query={useWorkspaceQuery()}
      errorTitle="We could not load your account"
      loading={loading}
      renderError={renderError}
    >
      {(sources) => <ResolvedWorkspace sources={sources}>{children}</ResolvedWorkspace>}
    </QueryGate>
  );
}
