import { EXPLORER_RETRY_MS, EXPLORER_TEXTS as T } from '@portal/shared/explorer/explorer.constants';
import {
  buildExplorerCall,
  initialForm,
  scriptMappingOf,
  variablesAfterRun,
  type ExplorerForm,
} from '@portal/shared/explorer/explorer-request';
import type { ExplorerData } from '@portal/shared/explorer/explorer.schemas';
import { Alert, Empty, Form, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetExplorerCredentialsQuery } from '../../../shared/api/credentials';
import { useGetExplorerDataQuery } from '../../../shared/api/explorer';
import { CodeSample } from '../components/code-sample';
import { ExplorerSidebar } from '../components/explorer-sidebar';
import { GlobalVariables } from '../components/global-variables';
import { RequestForm } from '../components/request-form';
import { ResponsePanel } from '../components/response-panel';
import { type ExplorerResponse, onThisOrigin, runExplorerCall } from '../lib/data-plane';
import { useExplorerAccess } from '../lib/use-explorer-access';
import { useVariables } from '../lib/variables';
import { EXPLORER_CSS } from './explorer-styles';

/** The first request item with a request, in menu order (001 §4). */
const firstItem = (data: ExplorerData) =>
  data.menu.flatMap((section) => section.children).find((child) => data.data[child.id]?.request)?.id;

/** The explorer with its data loaded (001 §2, §4, §5, §7). */
function Explorer({ data }: { data: ExplorerData }) {
  const { applications, environment: keysEnvironment } = useWorkspace();
  const [variables, setVariables] = useVariables();
  const [selected, setSelected] = useState(() => firstItem(data));
  const [response, setResponse] = useState<ExplorerResponse | null>(null);
  const [running, setRunning] = useState(false);
  const [canRun, setCanRun] = useState(false);
  const [form] = Form.useForm<ExplorerForm>();
  const values = Form.useWatch([], form) as ExplorerForm | undefined;
  const credentials = useGetExplorerCredentialsQuery();
  // The environment's addresses on this page's origin: its calls are same-origin wherever it is open.
  const environment = useMemo(() => {
    const first = data.envs[0];
    return (
      first && {
        ...first,
        values: Object.fromEntries(Object.entries(first.values).map(([name, value]) => [name, onThisOrigin(value)])),
      }
    );
  }, [data]);
  const item = selected ? data.data[selected] : undefined;

  const applicationId = variables.applicationId || undefined;
  // The current environment's keys only: a test key's token reaches the test consumers, a live key's the live ones.
  const apiKeys = useMemo(
    () =>
      (credentials.data ?? [])
        .filter((key) => key.application.id === applicationId && key.environment === keysEnvironment)
        .map((key) => key.apiKey),
    [credentials.data, applicationId, keysEnvironment],
  );
  // A key of the other environment (chosen before a switch) is dropped, with the consumer it found; a key the list
  // does not know is kept (the server says why it refuses it).
  const keyElsewhere = (credentials.data ?? []).some(
    (key) => key.apiKey === variables.apiKey && key.environment !== keysEnvironment,
  );
  useEffect(() => {
    if (keyElsewhere) setVariables({ apiKey: '', consumerId: '' });
  }, [keyElsewhere, setVariables]);
  const {
    token,
    consumers,
    error: accessError,
  } = useExplorerAccess(applicationId, keyElsewhere ? undefined : variables.apiKey || undefined, apiKeys[0]);
  const substitutions = useMemo(
    () => ({ ...environment?.values, ...variables, ...(token ? { accessToken: token.accessToken } : {}) }),
    [environment, variables, token],
  );

  useEffect(() => {
    if (!item) return;
    form.resetFields();
    form.setFieldsValue(initialForm(item));
  }, [item, form]);

  useEffect(() => {
    let live = true;
    form.validateFields({ validateOnly: true }).then(
      () => live && setCanRun(true),
      () => live && setCanRun(false),
    );
    return () => {
      live = false;
    };
  }, [values, substitutions, form]);

  const call = item && values ? buildExplorerCall(item, { ...initialForm(item), ...values }, substitutions) : undefined;

  const choose = (id: string) => {
    setSelected(id);
    setResponse(null);
  };
  const chooseApplication = (id: string) => {
    const keyStays = (credentials.data ?? []).some(
      (key) => key.apiKey === variables.apiKey && key.application.id === id && key.environment === keysEnvironment,
    );
    setVariables({ applicationId: id, ...(keyStays ? {} : { apiKey: '', consumerId: '' }) });
  };
  const run = async () => {
    if (!item || !call) return;
    setRunning(true);
    const answer = await runExplorerCall(call);
    setResponse(answer);
    setRunning(false);
    try {
      const mapping = scriptMappingOf(item);
      setVariables((current) => variablesAfterRun(mapping, answer.data, current));
    } catch (failure) {
      console.error('The script mapping of', item.id, 'does not parse', failure);
    }
  };

  return (
    <div className="explorer" data-testid="explorer">
      <style>{EXPLORER_CSS}</style>
      <ExplorerSidebar
        menu={data.menu}
        selected={selected}
        onSelect={choose}
        applications={applications}
        applicationId={applicationId}
        onApplication={chooseApplication}
      />
      <div className="explorer__main">
        {accessError && (
          <Alert
            type="error"
            showIcon
            title="We could not load the consumers"
            description={accessError}
            data-testid="explorer-access-error"
          />
        )}
        <GlobalVariables variables={variables} onChange={setVariables} apiKeys={apiKeys} consumers={consumers} />
        {item ? (
          <div className="explorer__columns">
            <div data-testid="explorer-request">
              <Typography.Title level={3}>{item.name}</Typography.Title>
              <Typography.Paragraph type="secondary">{item.request.description}</Typography.Paragraph>
              <RequestForm
                item={item}
                form={form}
                variables={substitutions}
                canRun={canRun}
                running={running}
                onRun={() => void run()}
              />
            </div>
            <div className="explorer__right">
              {call && (
                <CodeSample call={call} secrets={[variables.apiKey ?? '', token?.accessToken ?? ''].filter(Boolean)} />
              )}
              <ResponsePanel response={response} />
            </div>
          </div>
        ) : (
          <Empty description={T.chooseApi} />
        )}
      </div>
    </div>
  );
}

/**
 * API explorer (001 §2): a full-screen spinner while its data loads, asked again every 2 s after a failure (001 §4,
 * §8).
 */
export function ExplorerPage() {
  const data = useGetExplorerDataQuery();
  const { isError, refetch, startedTimeStamp } = data;
  useEffect(() => {
    if (!isError) return;
    console.error('The explorer data did not load; trying again in 2 s');
    const timer = window.setTimeout(() => void refetch(), EXPLORER_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [isError, refetch, startedTimeStamp]);
  if (!data.data) return <PageLoader label="Loading the explorer" />;
  return <Explorer data={data.data} />;
}
