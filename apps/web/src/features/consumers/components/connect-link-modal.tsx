import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { connectLinkBodySchema } from '@portal/shared/connect/connect.schemas';
import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import type { Consumer } from '@portal/shared/consumers/consumers.schemas';
import {
  Button,
  type ButtonProps,
  Flex,
  Form,
  type FormInstance,
  Input,
  Modal,
  Select,
  Space,
  Typography,
  message,
} from 'antd';
import { useState } from 'react';
import { useCreateConnectLinkMutation, useGetConnectSettingsQuery } from '../../../shared/api/connect';
import { useEnabledServices } from '../../../shared/connectors/enabled-services';
import { combineQueries } from '../../../shared/lib/combine-queries';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';

/** The connection a reconnect link re-authorizes. */
export interface ReconnectTarget {
  serviceId: string;
  name: string;
}

interface LinkValues {
  data: { email?: string; integrations?: string[] };
}

export const LINK_COPIED = 'Link copied';

const consumerName = (consumer: Consumer) => consumer.name || 'the consumer';
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A new link's address, shown once (the portal keeps only its hash), with Copy. */
function CreatedLink({ url, email }: { url: string; email: string | null }) {
  const [toast, toastHolder] = message.useMessage();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void toast.success(LINK_COPIED);
    } catch {
      void toast.error('Your browser did not allow copying');
    }
  };
  return (
    <Flex vertical gap={12}>
      {toastHolder}
      <Typography.Paragraph style={{ margin: 0 }} className="consumers__wrap">
        {email
          ? `The link was mailed to ${email}. It is shown only now: copy it to send it another way.`
          : 'Copy the link and send it to your customer. It is shown only now.'}
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={url} aria-label="Connect link" data-testid="connect-link-url" />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} data-testid="connect-link-copy">
          Copy
        </Button>
      </Space.Compact>
    </Flex>
  );
}

function LinkForm({
  consumer,
  reconnect,
  services,
  offered,
  form,
  create,
  onCreated,
}: {
  consumer: Consumer;
  reconnect: ReconnectTarget | undefined;
  services: ConnectorAnswer[];
  /** The services chosen at first. */
  offered: string[];
  form: FormInstance<LinkValues>;
  create: ReturnType<typeof useCreateConnectLinkMutation>[0];
  onCreated: (created: { url: string; email: string | null }) => void;
}) {
  const { application, environment } = useWorkspace('application');
  // A refusal about the services (one no longer enabled) shows under them; any other under the email.
  const { rules, formProps, submit } = useSchemaForm(form, connectLinkBodySchema, {
    fallback: reconnect ? ['data', 'email'] : ['data', 'integrations'],
  });
  const onFinish = submit(async ({ data }: LinkValues) => {
    const answer = await create({
      applicationId: application.id,
      consumerId: consumer.id,
      environment,
      data: {
        email: data.email,
        ...(reconnect ? { reconnect: reconnect.serviceId } : { integrations: data.integrations }),
      },
    }).unwrap();
    onCreated({ url: answer.url, email: answer.session.email });
  });
  const name = consumerName(consumer);
  return (
    <Form {...formProps} name="connect-link" initialValues={{ data: { integrations: offered } }} onFinish={onFinish}>
      <Typography.Paragraph type="secondary" className="consumers__wrap">
        {reconnect
          ? `A link where ${name} authorizes ${reconnect.name} again; the connection keeps its id. It works once, for 7 days.`
          : `A link to the Connect page, where ${name} connects their own accounts. It works once, for 7 days.`}
      </Typography.Paragraph>
      <Form.Item
        label="Email (optional)"
        name={['data', 'email']}
        rules={rules(['data', 'email'])}
        normalize={emptyToUndefined}
        extra="The link is mailed there. Without one, copy the link and send it yourself."
      >
        <Input type="email" autoComplete="off" placeholder="it@customer.example" data-testid="connect-link-email" />
      </Form.Item>
      {!reconnect && (
        <Form.Item
          label="Services offered"
          name={['data', 'integrations']}
          rules={[{ required: true, message: 'Choose at least one service' }]}
        >
          <Select
            mode="multiple"
            options={services.map((service) => ({ value: service.serviceId, label: service.name }))}
            optionFilterProp="label"
            notFoundContent="No integration enabled"
            data-testid="connect-link-services"
          />
        </Form.Item>
      )}
    </Form>
  );
}

/**
 * Send connect link (issue 28): an optional email and the services to offer (the default ones at first), or, with
 * `reconnect`, a link that re-authorizes one connection; then the link to copy.
 */
export function ConnectLinkModal({
  consumer,
  reconnect,
  onClose,
}: {
  consumer: Consumer;
  reconnect?: ReconnectTarget;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LinkValues>();
  const [create, creating] = useCreateConnectLinkMutation();
  const [created, setCreated] = useState<{ url: string; email: string | null }>();
  const { application } = useWorkspace('application');
  // The application's default services that are enabled, else every enabled one: what a session offers by default.
  const services = combineQueries(
    useEnabledServices(),
    useGetConnectSettingsQuery(application.id),
    (enabled, settings) => {
      const defaults = enabled.filter((service) => settings.defaultServices.includes(service.serviceId));
      return { enabled, offered: (defaults.length > 0 ? defaults : enabled).map((service) => service.serviceId) };
    },
  );
  const title = reconnect ? `Reconnect ${reconnect.name}` : 'Send connect link';
  if (created)
    return (
      <Modal
        open
        title={reconnect ? 'Reconnect link created' : 'Connect link created'}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose} data-testid="connect-link-done">
            Done
          </Button>
        }
        data-testid="connect-link-created"
      >
        <CreatedLink url={created.url} email={created.email} />
      </Modal>
    );
  return (
    <FormModal
      open
      title={title}
      form={form}
      loading={creating.isLoading}
      okText={reconnect ? 'Create reconnect link' : 'Create link'}
      onCancel={onClose}
      okButtonProps={{ disabled: services.data === undefined, 'data-testid': 'connect-link-submit' } as ButtonProps}
      data-testid="connect-link-modal"
    >
      <QueryGate query={services} errorTitle="We could not load the application's integrations" skeletonRows={2}>
        {({ enabled, offered }) => (
          <LinkForm
            consumer={consumer}
            reconnect={reconnect}
            services={enabled}
            offered={offered}
            form={form}
            create={create}
            onCreated={setCreated}
          />
        )}
      </QueryGate>
    </FormModal>
  );
}
