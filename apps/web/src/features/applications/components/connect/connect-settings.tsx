import { connectSettingsBodySchema, type ConnectSettings } from '@portal/shared/connect/connect.schemas';
import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Button, Card, Form, Input, Select, Typography, message } from 'antd';
import { useGetConnectSettingsQuery, useSaveConnectSettingsMutation } from '../../../../shared/api/connect';
import { useEnabledServices } from '../../../../shared/connectors/enabled-services';
import { combineQueries } from '../../../../shared/lib/combine-queries';
import { useSchemaForm } from '../../../../shared/lib/use-schema-form';
import { QueryGate } from '../../../../shared/ui/query-gate';
import { ReasonTooltip } from '../../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../../shared/workspace/workspace';
import { ColourInput, LogoInput } from './branding-inputs';
import { ConnectPreview } from './connect-preview';

/** The form's values: the body's `data`, each field as its input holds it. */
interface ConnectValues {
  data: {
    logo: string | null;
    primaryColour: string | null;
    termsUrl: string | null;
    allowedOrigins: string[];
    defaultServices: string[];
    ssoRedirectUris: string[];
  };
}

export const CONNECT_SETTINGS_SAVED = 'Connect settings saved';

/** An emptied text field is no value (null), as the server stores it. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function ConnectSettingsForm({ settings, services }: { settings: ConnectSettings; services: ConnectorAnswer[] }) {
  const { application, can } = useWorkspace('application');
  const mayEdit = can('manageConnect');
  const [form] = Form.useForm<ConnectValues>();
  const { rules, formProps, submit } = useSchemaForm(form, connectSettingsBodySchema, {
    fallback: ['data', 'allowedOrigins'],
  });
  const [save, saving] = useSaveConnectSettingsMutation();
  const [toast, toastHolder] = message.useMessage();
  const initial: ConnectValues['data'] = {
    logo: settings.logo,
    primaryColour: settings.primaryColour,
    termsUrl: settings.termsUrl,
    allowedOrigins: settings.allowedOrigins,
    defaultServices: settings.defaultServices,
    ssoRedirectUris: settings.ssoRedirectUris,
  };
  const current = Form.useWatch('data', form) ?? initial;
  const offered = current.defaultServices.length
    ? services.filter((service) => current.defaultServices.includes(service.serviceId))
    : services;

  const onFinish = submit(async ({ data }: ConnectValues) => {
    const allowedOrigins = data.allowedOrigins.map((origin) => origin.trim()).filter(Boolean);
    const ssoRedirectUris = data.ssoRedirectUris.map((uri) => uri.trim()).filter(Boolean);
    await save({ applicationId: application.id, data: { ...data, allowedOrigins, ssoRedirectUris } }).unwrap();
    void toast.success(CONNECT_SETTINGS_SAVED);
  });

  return (
    <div className="connect-settings">
      {toastHolder}
      <Form {...formProps} name="connect-settings" initialValues={{ data: initial }} onFinish={onFinish}>
        <Form.Item
          label="Logo"
          name={['data', 'logo']}
          rules={rules(['data', 'logo'])}
          extra="PNG or SVG, 200 KB at most"
        >
          <LogoInput
            disabled={!mayEdit}
            onRefused={(refusal) => form.setFields([{ name: ['data', 'logo'], errors: [refusal] }])}
          />
        </Form.Item>
        <Form.Item
          label="Primary colour"
          name={['data', 'primaryColour']}
          rules={rules(['data', 'primaryColour'])}
          normalize={emptyToNull}
        >
          <ColourInput disabled={!mayEdit} />
        </Form.Item>
        <Form.Item
          label="Terms link"
          name={['data', 'termsUrl']}
          rules={rules(['data', 'termsUrl'])}
          normalize={emptyToNull}
          extra="Your terms, linked at the foot of the page"
        >
          <Input placeholder="https://example.com/terms" disabled={!mayEdit} data-testid="connect-terms-input" />
        </Form.Item>
        <Form.Item
          label="Allowed origins"
          name={['data', 'allowedOrigins']}
          rules={rules(['data', 'allowedOrigins'])}
          extra="Where your app runs (scheme and host; Enter after each): the page can be embedded there and reports to it. None: it can only be opened as a link."
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ' ']}
            placeholder="https://app.example.com"
            disabled={!mayEdit}
            data-testid="connect-origins-select"
          />
        </Form.Item>
        <Form.Item
          label="Sign-in redirect URIs"
          name={['data', 'ssoRedirectUris']}
          rules={rules(['data', 'ssoRedirectUris'])}
          extra="Where single sign-on (GET /unified/sso/authorize) may send the browser back, exactly as written (Enter after each)."
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[' ']}
            placeholder="https://app.example.com/sso/callback"
            disabled={!mayEdit}
            data-testid="connect-redirect-uris-select"
          />
        </Form.Item>
        <Form.Item
          label="Default services offered"
          name={['data', 'defaultServices']}
          rules={rules(['data', 'defaultServices'])}
          extra="None chosen: every enabled integration is offered."
        >
          <Select
            mode="multiple"
            options={services.map((service) => ({ value: service.serviceId, label: service.name }))}
            optionFilterProp="label"
            placeholder="Every enabled integration"
            notFoundContent="No integration enabled"
            disabled={!mayEdit}
            data-testid="connect-services-select"
          />
        </Form.Item>
        <ReasonTooltip reason={mayEdit ? undefined : PERMISSION_DENIED_MESSAGE} data-testid="connect-save-reason">
          <Button
            type="primary"
            htmlType="submit"
            loading={saving.isLoading}
            disabled={!mayEdit}
            data-testid="connect-settings-save"
          >
            Save
          </Button>
        </ReasonTooltip>
      </Form>
      <ConnectPreview
        name={application.name}
        logo={current.logo}
        primaryColour={current.primaryColour}
        termsUrl={current.termsUrl}
        services={offered}
      />
    </div>
  );
}

/**
 * Connect (issue 28) of the application: the branding of the hosted page (logo, primary colour, terms link), where it
 * may be embedded, the services offered by default, and a preview that follows the form. Owner and Admin edit.
 */
export function ConnectSettingsSection() {
  const { application } = useWorkspace('application');
  const query = combineQueries(
    useGetConnectSettingsQuery(application.id),
    useEnabledServices(),
    (settings, services) => ({
      settings,
      services,
    }),
  );
  return (
    <Card title="Connect" data-testid="connect-settings-section">
      <Typography.Paragraph type="secondary">
        Your customers connect their own accounts on a page with your branding: from a link you send them, or from the
        Connect component in your app.
      </Typography.Paragraph>
      <QueryGate query={query} errorTitle="We could not load the Connect settings" testId="connect-settings">
        {({ settings, services }) => (
          <ConnectSettingsForm key={application.id} settings={settings} services={services} />
        )}
      </QueryGate>
    </Card>
  );
}
