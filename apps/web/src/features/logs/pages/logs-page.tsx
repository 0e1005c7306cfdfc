import { Empty, Select, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useQueryString } from '../../../shared/lib/use-query-string';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetConsumersQuery } from '../../../shared/api/consumers';
import { useGetEventsQuery } from '../../../shared/api/events';
import { useGetApplicationRequestsQuery, useGetConsumerRequestsQuery } from '../../../shared/api/request-logs';
import { EventsTable } from '../components/events-table';
import { type FilterValues, LogFilters } from '../components/log-filters';
import { RequestLogsTable } from '../components/request-logs-table';
import { SyncSwitch } from '../components/sync-switch';
import logsStyles from './logs.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('logs', logsStyles);

/** The newest consumers of the application, to choose whose logs and events to read. */
const CONSUMER_CHOICES = 100;

const TABS = ['application', 'consumer', 'events'] as const;
type Tab = (typeof TABS)[number];

/**
 * Logs (001 §2): Application Logs, Consumer Logs and Events of the current application, with the API, serviceId
 * and date filters. `currentTab`, `consumer` and `serviceId` live in the query string, so a link shows the same view.
 */
export function LogsPage() {
  const { application, environment } = useWorkspace('application');
  const [search, changeSearch] = useQueryString();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('currentTab') ?? '')
    ? (search.get('currentTab') as Tab)
    : 'application';
  const consumerId = search.get('consumer') ?? undefined;
  const serviceId = search.get('serviceId') ?? undefined;
  const [filters, setFilters] = useState<FilterValues>({ serviceId });
  const [cursor, setCursor] = useState<string | undefined>();
  const [syncsShown, setSyncsShown] = useState(false);

  const setParam = (name: string, value: string | undefined) =>
    changeSearch((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  // A new filter, tab, consumer, application or environment starts on the first page.
  useEffect(() => setCursor(undefined), [filters, tab, consumerId, application.id, environment, syncsShown]);
  // A consumer lives in one environment: the other environment's Logs start without one.
  const shownEnvironment = useRef(environment);
  useEffect(() => {
    if (shownEnvironment.current === environment) return;
    shownEnvironment.current = environment;
    setParam('consumer', undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment]);
  const base = { applicationId: application.id, environment, ...filters, cursor };
  const requests = { ...base, syncs: syncsShown ? ('shown' as const) : ('hidden' as const) };
  const applicationLogs = useGetApplicationRequestsQuery(requests, { skip: tab !== 'application' });
  const consumerLogs = useGetConsumerRequestsQuery(
    { ...requests, consumerId: consumerId ?? '' },
    { skip: tab !== 'consumer' || !consumerId },
  );
  const events = useGetEventsQuery({ ...base, consumerId }, { skip: tab !== 'events' });
  const consumers = useGetConsumersQuery(
    { applicationId: application.id, environment, limit: CONSUMER_CHOICES },
    { skip: tab === 'application' },
  );

  const consumerPicker = (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label="Consumer"
      placeholder="Select consumer"
      style={{ width: 260, maxWidth: '100%' }}
      loading={consumers.isFetching}
      value={consumerId}
      onChange={(value?: string) => setParam('consumer', value)}
      options={(consumers.data?.data ?? []).map((consumer) => ({
        value: consumer.id,
        label: consumer.name || consumer.id,
      }))}
      data-testid="logs-consumer"
    />
  );

  return (
    <div data-testid="logs-page">
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Logs
      </Typography.Title>
      <LogFilters
        serviceId={serviceId}
        onChange={(values) => {
          setFilters(values);
          setParam('serviceId', values.serviceId);
        }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam('currentTab', key)}
        items={[
          {
            key: 'application',
            label: 'Application Logs',
            children: (
              <>
                <SyncSwitch shown={syncsShown} count={applicationLogs.data?.meta.syncs} onChange={setSyncsShown} />
                <RequestLogsTable
                  applicationId={application.id}
                  query={applicationLogs}
                  onCursor={setCursor}
                  testId="application-logs"
                />
              </>
            ),
          },
          {
            key: 'consumer',
            label: 'Consumer Logs',
            children: (
              <>
                <div className="logs__consumer">{consumerPicker}</div>
                {consumerId ? (
                  <>
                    <SyncSwitch shown={syncsShown} count={consumerLogs.data?.meta.syncs} onChange={setSyncsShown} />
                    <RequestLogsTable
                      applicationId={application.id}
                      query={consumerLogs}
                      onCursor={setCursor}
                      testId="consumer-logs"
                    />
                  </>
                ) : (
                  <Empty description="Select consumer" data-testid="select-consumer" />
                )}
              </>
            ),
          },
          {
            key: 'events',
            label: 'Events',
            children: (
              <>
                <div className="logs__consumer">{consumerPicker}</div>
                <EventsTable query={events} onCursor={setCursor} />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
