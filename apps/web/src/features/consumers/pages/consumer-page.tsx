import { CONSUMER_MESSAGES as M } from '@portal/shared/consumers/consumers.constants';
import { Empty, Flex, Tabs, Typography, message } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { paths } from '../../../shared/lib/paths';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useDeleteConsumerMutation, useGetConsumerQuery } from '../../../shared/api/consumers';
import { ConnectLinks } from '../components/connect-links';
import { ConsumerApi, ConsumerIntegrations, ConsumerSettings } from '../components/consumer-tabs';
import consumersStyles from './consumers.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('consumers', consumersStyles);

const TABS = ['integrations', 'logs', 'api', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * ConsumerView (001 §2): tabs integrations (with its connect links, issue 28), logs, api and (Owner and Admin)
 * settings, in `?tab=`.
 */
export function ConsumerPage() {
  const { consumerId = '' } = useParams();
  const { application, environment, can } = useWorkspace('application');
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const consumer = useGetConsumerQuery({ id: consumerId, applicationId: application.id, environment });
  const [remove, removing] = useDeleteConsumerMutation();
  const [toast, toastHolder] = message.useMessage();
  const notify = (kind: 'success' | 'error', text: string) => void toast[kind](text);
  const maySettings = can('consumerSettings');
  const tabs = TABS.filter((tab) => tab !== 'settings' || maySettings);
  const asked = search.get('tab') as Tab | null;
  const active: Tab = asked && tabs.includes(asked) ? asked : 'integrations';

  const onDelete = async () => {
    try {
      await remove({ id: consumerId, applicationId: application.id, environment }).unwrap();
      // This screen goes away: the list shows the confirmation.
      navigate(paths.consumers, { state: { toast: M.deleted } });
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  return (
    <div data-testid="consumer-page">
      {toastHolder}
      <QueryGate query={consumer} errorTitle="We could not load the consumer" testId="consumer">
        {(loaded) => (
          <>
            <Typography.Title
              level={2}
              className="consumer__title"
              ellipsis={{ tooltip: loaded.name }}
              style={{ marginTop: 0 }}
            >
              {loaded.name || 'Unnamed consumer'}
            </Typography.Title>
            {loaded.externalId !== null && (
              // The developer's own id of this customer (issue 28), by which their backend names it.
              <Typography.Paragraph
                type="secondary"
                className="consumer__external-id"
                data-testid="consumer-external-id"
              >
                External ID: <Typography.Text copyable>{loaded.externalId}</Typography.Text>
              </Typography.Paragraph>
            )}
            <Tabs
              activeKey={active}
              onChange={(tab) => setSearch({ tab }, { replace: true })}
              items={tabs.map((tab) => ({
                key: tab,
                label: tab === 'api' ? 'API' : tab[0]!.toUpperCase() + tab.slice(1),
                children:
                  tab === 'integrations' ? (
                    <Flex vertical gap={32}>
                      <ConsumerIntegrations consumer={loaded} />
                      <ConnectLinks consumer={loaded} />
                    </Flex>
                  ) : tab === 'logs' ? (
                    <Empty description="No logs" />
                  ) : tab === 'api' ? (
                    <ConsumerApi consumer={loaded} notify={notify} />
                  ) : (
                    <ConsumerSettings consumer={loaded} onDelete={onDelete} deleting={removing.isLoading} />
                  ),
              }))}
              data-testid="consumer-tabs"
            />
          </>
        )}
      </QueryGate>
    </div>
  );
}
