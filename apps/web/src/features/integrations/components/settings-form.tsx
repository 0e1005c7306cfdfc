import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Alert, Button, Card, Flex, Form, Switch } from 'antd';
import { useEffect } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { serverErrorsToFields } from '../../../shared/lib/server-form-errors';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useSaveConnectionMutation, useUpdateIntegrationMutation } from '../../../shared/api/integrations';
import {
  initialSettings,
  settingsFields,
  settingsToSend,
  typedFields,
} from '../../../shared/connectors/settings-fields';
import { SettingsInputs } from '../../../shared/connectors/settings-inputs';
import { ConnectionIssues, ConsumerConnectionIssues } from '../../../shared/ui/connection-issues';

interface SettingsFormProps {
  connector: ConnectorAnswer;
  integration: Integration;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

interface Values {
  isEnabled: boolean;
  sandbox: boolean;
  settings: Record<string, string>;
}

/**
 * The integration's settings (001 §5), generated from the connector's settingsSchema: every field the schema
 * requires is required, plus the Enable switch. Saving enables or disables the integration first (the plan's limit
 * applies), then saves the settings, which the server checks with the vendor; the toggle shows the new state only
 * once the save succeeded.
 */
export function SettingsForm({ connector, integration, mayConfigure, notify }: SettingsFormProps) {
  const [form] = Form.useForm<Values>();
  const [update, updating] = useUpdateIntegrationMutation();
  const [save, saving] = useSaveConnectionMutation();
  const fields = settingsFields(connector);
  const typed = typedFields(fields);
  const saved = integration.connection.settings;
  const ref = { application: integration.application, serviceId: connector.serviceId };
  // Settings saved elsewhere (another tab, a reset) show up here; what the user is typing stays otherwise.
  const sandboxOn = Form.useWatch('sandbox', form) === true;
  const savedKey = JSON.stringify([integration.isEnabled, integration.connection.sandbox, saved]);
  useEffect(() => {
    form.setFieldsValue({
      isEnabled: integration.isEnabled,
      sandbox: integration.connection.sandbox,
      settings: initialSettings(fields, saved),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey]);

  const onFinish = async (values: Values) => {
    try {
      if (values.isEnabled !== integration.isEnabled) {
        await update({ ...ref, accountId: integration.accountId, isEnabled: values.isEnabled }).unwrap();
      }
      // A SAML connector's only setting is the uploaded metadata: it has its own Upload below.
      const hasSettings = typed.length > 0 || fields.every((field) => !field.file);
      if (values.isEnabled && values.sandbox) {
        await save({ ...ref, settings: {}, enabled: true, sandbox: true }).unwrap();
      } else if (values.isEnabled && hasSettings) {
        const sandbox = connector.hasSimulator ? { sandbox: false } : {};
        const answer = await save({
          ...ref,
          settings: settingsToSend(fields, values.settings ?? {}),
          enabled: true,
          ...sandbox,
        }).unwrap();
        form.setFieldsValue({ settings: initialSettings(fields, answer.settings) });
      }
      notify('success', M.updated);
    } catch (failure) {
      const known = typed.map((field) => ['settings', field.name]);
      const errors = serverErrorsToFields(toApiError(failure), { fallback: ['isEnabled'], known });
      form.setFields(
        errors.map(({ name, errors: messages }) => ({ name: name as ['settings', string], errors: messages })),
      );
    }
  };

  return (
    <Card title="Settings" size="small" data-testid="integration-settings">
      {connector.notes.map((note) => (
        <Alert key={note} type="info" showIcon title={note} style={{ marginBottom: 12 }} data-testid="connector-note" />
      ))}
      {integration.isEnabled && (
        <Flex vertical gap={12} style={{ marginBottom: 12 }}>
          <ConnectionIssues connection={integration.connection} />
          <ConsumerConnectionIssues issues={integration.consumerIssues} />
        </Flex>
      )}
      <Form<Values>
        form={form}
        name={`settings-${connector.serviceId}`}
        layout="vertical"
        requiredMark={false}
        disabled={!mayConfigure}
        className="integration__form"
        initialValues={{
          isEnabled: integration.isEnabled,
          sandbox: integration.connection.sandbox,
          settings: initialSettings(fields, saved),
        }}
        onValuesChange={() => form.setFields([{ name: 'isEnabled', errors: [] }])}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="isEnabled"
          label="Enable"
          valuePropName="checked"
          rules={[{ required: true, type: 'boolean' }]}
        >
          <Switch aria-label="Enable" data-testid="integration-enable" />
        </Form.Item>
        {connector.hasSimulator && (
          <Form.Item
            name="sandbox"
            label="Sandbox"
            valuePropName="checked"
            extra={`The built-in ${connector.name} simulator answers with generated data: no settings needed.`}
          >
            <Switch aria-label="Sandbox" data-testid="integration-sandbox" />
          </Form.Item>
        )}
        {!sandboxOn && <SettingsInputs fields={fields} />}
        <ReasonTooltip
          reason={mayConfigure ? undefined : PERMISSION_DENIED_MESSAGE}
          data-testid="integration-save-reason"
        >
          <Button
            type="primary"
            htmlType="submit"
            loading={updating.isLoading || saving.isLoading}
            data-testid="integration-save"
          >
            Save
          </Button>
        </ReasonTooltip>
      </Form>
    </Card>
  );
}
