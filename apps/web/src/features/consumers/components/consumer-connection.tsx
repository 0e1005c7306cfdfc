import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import { Alert, Button, Card, Flex, Form, Popconfirm, Typography } from 'antd';
import { useEffect } from 'react';
import {
  initialSettings,
  settingsFields,
  settingsToSend,
  typedFields,
  authorizesOnVendorPage,
} from '../../../shared/connectors/settings-fields';
import { SettingsInputs } from '../../../shared/connectors/settings-inputs';
import { LegacySandboxNote, noSimulatorNote, TEST_CONNECTION_NOTE } from '../../../shared/connectors/environment-notes';
import { toApiError } from '../../../shared/lib/api-error';
import { serverErrorsToFields } from '../../../shared/lib/server-form-errors';
import {
  type ConsumerServiceRef,
  useResetConsumerConnectionMutation,
  useSaveConsumerConnectionMutation,
} from '../../../shared/api/integrations';
import { ConnectionIssues } from '../../../shared/ui/connection-issues';

type Notify = (kind: 'success' | 'error', text: string) => void;

interface Props {
  target: ConsumerServiceRef;
  connector: ConnectorAnswer;
  connection: Connection;
  notify: Notify;
}

/**
 * Test (issue 27): the consumer's connection is made with the connector's simulator, never the vendor's
 * credentials: a Connect button, or that it is connected.
 */
function SandboxConnect({ target, connector, connection, notify }: Props) {
  const [save, saving] = useSaveConsumerConnectionMutation();
  const connected = connection.sandbox && connection.state !== 'available';
  const onConnect = async () => {
    try {
      await save({ ...target, body: { settings: {}, sandbox: true } }).unwrap();
      notify('success', M.updated);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };
  if (!connector.hasSimulator)
    return <Alert type="info" showIcon title={noSimulatorNote(connector)} data-testid="consumer-no-simulator" />;
  return (
    <Flex vertical gap={12} align="flex-start" data-testid="consumer-sandbox-connect-section">
      <Alert type="info" showIcon title={TEST_CONNECTION_NOTE} data-testid="consumer-test-note" />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {connector.receivesFiles
          ? `${connected ? 'Connected to' : 'The sandbox answers from'} a generated sample file in ${connector.name}'s own columns.`
          : connected
            ? `Connected to the built-in ${connector.name} simulator: generated data in ${connector.name}'s own shapes.`
            : `The built-in ${connector.name} simulator answers with generated data in ${connector.name}'s own shapes.`}
      </Typography.Paragraph>
      {!connected && (
        <Button
          type="primary"
          loading={saving.isLoading}
          onClick={() => void onConnect()}
          data-testid="consumer-sandbox-connect"
        >
          Connect
        </Button>
      )}
    </Flex>
  );
}

/** The consumer's settings of the service (001 §5), generated from the connector's schema; the server checks them. */
function ConsumerSettingsForm({ target, connector, connection, notify }: Props) {
  const [form] = Form.useForm<{ settings: Record<string, string> }>();
  const [save, saving] = useSaveConsumerConnectionMutation();
  const fields = settingsFields(connector);
  const savedKey = JSON.stringify(connection.settings);
  useEffect(() => {
    form.setFieldsValue({ settings: initialSettings(fields, connection.settings) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey]);
  if (typedFields(fields).length === 0) return null;

  const onFinish = async (values: { settings?: Record<string, string> }) => {
    try {
      await save({
        ...target,
        body: { settings: settingsToSend(fields, values.settings ?? {}), sandbox: false },
      }).unwrap();
      notify('success', M.updated);
    } catch (failure) {
      const known = typedFields(fields).map((field) => ['settings', field.name]);
      const errors = serverErrorsToFields(toApiError(failure), { fallback: ['settings'], known });
      form.setFields(
        errors.map(({ name, errors: messages }) => ({ name: name as ['settings', string], errors: messages })),
      );
    }
  };
  return (
    <Form
      form={form}
      name={`consumer-settings-${connector.serviceId}`}
      layout="vertical"
      requiredMark={false}
      className="consumer-service__form"
      initialValues={{ settings: initialSettings(fields, connection.settings) }}
      onFinish={(values) => void onFinish(values)}
    >
      <SettingsInputs fields={fields} />
      <Button type="primary" htmlType="submit" loading={saving.isLoading} data-testid="consumer-settings-save">
        Save
      </Button>
    </Form>
  );
}

/** Settings, Authorize and Reset of the consumer's connection (Owner and Admin, 001 §6). */
export function ConsumerConnectionSettings(props: Props) {
  const { target, connector, connection, notify } = props;
  const test = target.environment === 'test';
  const [reset, resetting] = useResetConsumerConnectionMutation();
  const onReset = async () => {
    try {
      await reset(target).unwrap();
      notify('success', M.reset);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };
  return (
    <Card title="Settings" size="small" data-testid="consumer-connection-settings">
      <Flex vertical gap={16}>
        {!test && connector.notes.map((note) => <Alert key={note} type="info" showIcon title={note} />)}
        <ConnectionIssues connection={connection} />
        {test && <SandboxConnect {...props} />}
        {!test && connection.sandbox && <LegacySandboxNote connector={connector} testId="consumer-legacy-sandbox" />}
        {!test && authorizesOnVendorPage(connector) && connection.authorizeUrl && (
          <Button
            type="primary"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => window.location.assign(connection.authorizeUrl!)}
            data-testid="consumer-authorize"
          >
            {connection.state === 'callable' ? 'Re-Authorize' : 'Authorize'}
          </Button>
        )}
        {!test && <ConsumerSettingsForm {...props} />}
        {connection.state !== 'available' && (
          <Popconfirm
            title="Reset this connection?"
            description="Its credentials and tokens are removed."
            okText="Reset"
            onConfirm={() => onReset()}
          >
            <Button
              danger
              style={{ alignSelf: 'flex-start' }}
              loading={resetting.isLoading}
              data-testid="consumer-connection-reset"
            >
              Reset
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Card>
  );
}
