import { useGetConnectorsQuery } from '../api/integrations';

/** The breadcrumb of an integration page: the connector's name (its service id until the catalog is there). */
export function ConnectorCrumb({ serviceId }: { serviceId: string }) {
  const { data } = useGetConnectorsQuery();
  const name = data?.find((connector) => connector.serviceId === serviceId)?.name ?? serviceId;
  return <span data-testid="connector-crumb">{name}</span>;
}
