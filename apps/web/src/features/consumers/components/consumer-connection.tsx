import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import { Alert, Button, Card, Flex, Form, Popconfirm, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import {
  initialSettings,
  settingsFields,
  settingsToSend,
  typedFields,
  authorizesOnVendorPage,
} from '../../../shared/connectors/settings-fields';
import { SettingsInputs } from '../../../shared/connectors/settings-inputs';
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

/** Sandbox (connectors with a simulator): on, the connection needs no settings and answers generated data. */
function SandboxSwitch({ target, connector, connection, notify }: Props) {
  const [save, saving] = useSaveConsumerConnectionMutation();
  const onChange = async (sandbox: boolean) => {
    try {
      await save({ ...target, body: { settings: {}, sandbox } }).unwrap();
      notify('success', M.updated);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };
  return (
    <Flex gap={12} align="flex-start">
      <Switch
        checked={connection.sandbox}
        loading={saving.isLoading}
        onChange={(checked) => void onChange(checked)}
        aria-label="Sandbox"
        data-testid="consumer-sandbox"
      />
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong>Sandbox</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {connection.sandbox
            ? `Calls go to the built-in ${connector.name} simulator: generated data in ${connector.name}'s own shapes, no account needed.`
            : `Try ${connector.name} without an account: the built-in simulator answers with generated data.`}
        </Typography.Paragraph>
      </div>
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
        {!connection.sandbox && connector.notes.map((note) => <Alert key={note} type="info" showIcon title={note} />)}
        <ConnectionIssues connection={connection} />
        {connector.hasSimulator && <SandboxSwitch {...props} />}
        {!connection.sandbox && authorizesOnVendorPage(connector) && connection.authorizeUrl && (
          <Button
            type="primary"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => window.location.assign(connection.authorizeUrl!)}
            data-testid="consumer-authorize"
          >
            {connection.state === 'callable' ? 'Re-Authorize' : 'Authorize'}
          </Button>
        )}
        {!connection.sandbox && <ConsumerSettingsForm {...props} />}
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
