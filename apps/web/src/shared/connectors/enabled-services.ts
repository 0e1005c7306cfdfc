import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { useGetConnectorsQuery, useGetIntegrationsQuery } from '../api/integrations';
import { combineQueries } from '../lib/combine-queries';
import type { GateQuery } from '../ui/query-gate';
import { useWorkspace } from '../workspace/workspace';

/**
 * The connectors the current application enabled in the current environment, by name: what Connect may offer a
 * consumer (the Connect settings' default services, a connect link's services).
 */
export function useEnabledServices(): GateQuery<ConnectorAnswer[]> {
  const { application, environment } = useWorkspace('application');
  return combineQueries(
    useGetConnectorsQuery(),
    useGetIntegrationsQuery({ application: application.id, environment }),
    (connectors, integrations) => {
      const enabled = new Set(integrations.filter((item) => item.isEnabled).map((item) => item.serviceId));
      return connectors
        .filter((connector) => enabled.has(connector.serviceId))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  );
}

/** A service id's name among the connectors (the id itself until they are known). */
export const serviceName = (connectors: readonly ConnectorAnswer[] | undefined, serviceId: string) =>
  connectors?.find((connector) => connector.serviceId === serviceId)?.name ?? serviceId;
