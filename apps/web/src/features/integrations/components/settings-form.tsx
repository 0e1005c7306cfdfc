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
import { LegacySandboxNote, noSimulatorNote, TEST_CONNECTION_NOTE } from '../../../shared/connectors/environment-notes';
import { ConnectionIssues, ConsumerConnectionIssues } from '../../../shared/ui/connection-issues';
import { useWorkspace } from '../../../shared/workspace/workspace';

interface SettingsFormProps {
  connector: ConnectorAnswer;
  integration: Integration;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

interface Values {
  isEnabled: boolean;
  settings: Record<string, string>;
}

/**
 * What the environment offers besides Enable: in test the simulator (no settings, no sandbox switch: every test
 * connection is one); in live, a sandbox connection made before environments is labelled as such, with the settings
 * that replace it.
 */
function EnvironmentNote({ connector, integration }: Pick<SettingsFormProps, 'connector' | 'integration'>) {
  const { environment } = useWorkspace('application');
  if (environment === 'test')
    return connector.hasSimulator ? (
      <Alert type="info" showIcon title={TEST_CONNECTION_NOTE} style={{ marginBottom: 12 }} data-testid="test-note" />
    ) : (
      <Alert
        type="info"
        showIcon
        title={noSimulatorNote(connector)}
        style={{ marginBottom: 12 }}
        data-testid="no-simulator-note"
      />
    );
  if (!integration.connection.sandbox) return null;
  return <LegacySandboxNote connector={connector} testId="legacy-sandbox-note" style={{ marginBottom: 12 }} />;
}

/**
 * The integration's settings (001 §5), generated from the connector's settingsSchema: every field the schema
 * requires is required, plus the Enable switch. Saving enables or disables the integration first (the plan's limit
 * applies), then saves the settings, which the server checks with the vendor; the toggle shows the new state only
 * once the save succeeded. In test there are no settings: an enabled integration is connected to the simulator.
 */
export function SettingsForm({ connector, integration, mayConfigure, notify }: SettingsFormProps) {
  const [form] = Form.useForm<Values>();
  const [update, updating] = useUpdateIntegrationMutation();
  const [save, saving] = useSaveConnectionMutation();
  const fields = settingsFields(connector);
  const typed = typedFields(fields);
  const saved = integration.connection.settings;
  const { environment } = useWorkspace('application');
  const test = environment === 'test';
  const ref = { application: integration.application, environment, serviceId: connector.serviceId };
  // Settings saved elsewhere (another tab, a reset) show up here; what the user is typing stays otherwise.
  const savedKey = JSON.stringify([integration.isEnabled, integration.connection.sandbox, saved]);
  useEffect(() => {
    form.setFieldsValue({
      isEnabled: integration.isEnabled,
      settings: initialSettings(fields, saved),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey]);

  const onFinish = async (values: Values) => {
    try {
      if (values.isEnabled !== integration.isEnabled) {
        await update({ ...ref, accountId: integration.accountId, isEnabled: values.isEnabled }).unwrap();
      }
      // A SAML connector's metadata has its own Upload below; its typed settings (IdP-initiated sign-in) are saved
      // once the metadata is there, since the server refuses settings without it.
      const files = fields.filter((field) => field.file);
      const filesStored = files.every((field) => typeof saved[field.name] === 'string' && saved[field.name] !== '');
      const hasSettings = files.length === 0 || (typed.length > 0 && filesStored);
      if (test) {
        // Every test connection is the simulator's: saving connects it (nothing to save without one).
        if (values.isEnabled && connector.hasSimulator && !integration.connection.sandbox)
          await save({ ...ref, settings: {}, enabled: true }).unwrap();
      } else if (values.isEnabled && hasSettings) {
        // A live save with settings replaces a sandbox connection made before environments.
        const sandbox = integration.connection.sandbox ? { sandbox: false } : {};
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
      <EnvironmentNote connector={connector} integration={integration} />
      {!test &&
        connector.notes.map((note) => (
          <Alert
            key={note}
            type="info"
            showIcon
            title={note}
            style={{ marginBottom: 12 }}
            data-testid="connector-note"
          />
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
        {!test && <SettingsInputs fields={fields} />}
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
