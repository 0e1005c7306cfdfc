import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { UNIFIED_APIS, type UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import {
  INTEGRATION_MESSAGES as M,
  type IntegrationSort,
  type IntegrationTab,
} from '@portal/shared/integrations/integrations.constants';
import { PROMOTION_MESSAGES } from '@portal/shared/environments/environments.constants';
import { Empty, Flex, Input, Select, Tabs, Typography, message } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { toApiError } from '../../../shared/lib/api-error';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetConnectorsQuery } from '../../../shared/api/integrations';
import {
  useAuthorizeConnectionMutation,
  useGetIntegrationsQuery,
  useResetConnectionMutation,
} from '../../../shared/api/integrations';
import { ConnectorCard } from '../components/connector-card';
import {
  catalogItems,
  filtersFromQuery,
  queryWithFilters,
  visibleItems,
  type CatalogFilters,
  type CatalogItem,
} from '../lib/catalog-view';
import { combineQueries } from '../../../shared/lib/combine-queries';
import integrationsStyles from './integrations.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { unifiedApiLabel } from '../../../shared/connectors/unified-api-label';
import { useQueryString } from '../../../shared/lib/use-query-string';

addScreenStyles('integrations', integrationsStyles);

const TABS: Array<{ key: IntegrationTab; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'added', label: 'Added' },
  { key: 'available', label: 'Available' },
  { key: 'disabled', label: 'Disabled' },
];

const SORTS: Array<{ value: IntegrationSort; label: string }> = [
  { value: 'default', label: 'Default' },
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
];

/**
 * Integrations (001 §2): the connector cards of the current application, with search, sector, sorting and tabs in the
 * URL.
 */
export function IntegrationsPage() {
  const { application, environment, can } = useWorkspace('application');
  const [query, changeQuery] = useQueryString();
  const filters = filtersFromQuery(query);
  const integrations = useGetIntegrationsQuery({ application: application.id, environment });
  const catalog = combineQueries(useGetConnectorsQuery(), integrations, catalogItems);
  const [authorize] = useAuthorizeConnectionMutation();
  const [reset] = useResetConnectionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, toastHolder] = message.useMessage();

  const change = (next: Partial<CatalogFilters>) =>
    changeQuery((current) => queryWithFilters(current, { ...filtersFromQuery(current), ...next }));

  /** Runs a card's action with its loader; failures are told in a toast. */
  const act = async (serviceId: string, action: () => Promise<unknown>) => {
    setBusy(serviceId);
    try {
      await action();
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const onAuthorize = ({ connector }: CatalogItem) =>
    act(connector.serviceId, async () => {
      const { authorizeUrl } = await authorize({
        application: application.id,
        environment,
        serviceId: connector.serviceId,
      }).unwrap();
      window.location.assign(authorizeUrl);
    });

  const onReset = ({ connector }: CatalogItem) =>
    act(connector.serviceId, async () => {
      await reset({ application: application.id, environment, serviceId: connector.serviceId }).unwrap();
      void toast.success(M.reset);
    });

  return (
    <div data-testid="integrations-page">
      {toastHolder}
      <div className="integrations__heading">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Integrations
        </Typography.Title>
        <Typography.Text type="secondary" ellipsis={{ tooltip: application.name }}>
          Third-party services by sector, for {application.name}
        </Typography.Text>
        <Flex gap={16} wrap className="integrations__links">
          <Link to={paths.requestIntegration} data-testid="integrations-request">
            Request new integration
          </Link>
          <Link to={paths.promotion} data-testid="integrations-promotion">
            {PROMOTION_MESSAGES.title}
          </Link>
        </Flex>
      </div>
      <Flex gap={12} wrap className="integrations__filters">
        <Input
          allowClear
          className="integrations__search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search by name, service or API"
          aria-label="Search integrations"
          value={filters.search}
          onChange={(event) => change({ search: event.target.value })}
          data-testid="integrations-search"
        />
        <Select<UnifiedApi | 'all'>
          className="integrations__select"
          aria-label="Sector"
          value={filters.sector ?? 'all'}
          onChange={(sector) => change({ sector: sector === 'all' ? null : sector })}
          options={[
            { value: 'all', label: 'All sectors' },
            ...UNIFIED_APIS.map((api) => ({ value: api, label: unifiedApiLabel(api) })),
          ]}
          popupMatchSelectWidth={false}
          data-testid="integrations-sector"
        />
        <Select<IntegrationSort>
          className="integrations__select"
          aria-label="Sort"
          value={filters.sort}
          onChange={(sort) => change({ sort })}
          options={SORTS}
          data-testid="integrations-sort"
        />
      </Flex>
      <Tabs
        activeKey={filters.tab}
        onChange={(tab) => change({ tab: tab as IntegrationTab })}
        items={TABS}
        data-testid="integrations-tabs"
      />
      <QueryGate query={catalog} errorTitle="We could not load the integrations" testId="integrations" skeletonRows={6}>
        {(items) => {
          const shown = visibleItems(items, filters);
          if (shown.length === 0) {
            return (
              <Empty description="No integrations match" data-testid="integrations-empty">
                <Typography.Paragraph type="secondary">
                  Missing a service? Tell us which one you need.
                </Typography.Paragraph>
                <Link to={paths.requestIntegration} data-testid="integrations-empty-request">
                  Request new integration
                </Link>
              </Empty>
            );
          }
          return (
            <div className="integrations__grid" data-testid="integrations-grid">
              {shown.map((item) => (
                <ConnectorCard
                  key={item.connector.serviceId}
                  item={item}
                  search={`?application=${encodeURIComponent(application.id)}`}
                  mayConfigure={can('openConnectionSettings')}
                  showReset={filters.tab === 'added'}
                  mayReset={can('resetConnection')}
                  busy={busy === item.connector.serviceId}
                  onAuthorize={environment === 'live' ? () => void onAuthorize(item) : undefined}
                  onReset={() => void onReset(item)}
                />
              ))}
            </div>
          );
        }}
      </QueryGate>
    </div>
  );
}
