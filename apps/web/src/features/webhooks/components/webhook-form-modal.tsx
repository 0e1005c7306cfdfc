import { UNIFIED_APIS } from '@portal/shared/connectors/connectors.constants';
import { eventTypesOf } from '@portal/shared/events/event-types';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_STATUSES,
  WEBHOOK_URL_MAX_LENGTH,
} from '@portal/shared/webhooks/webhooks.constants';
import { createWebhookBodySchema, type Webhook } from '@portal/shared/webhooks/webhooks.schemas';
import { Form, Input, Modal, Select } from 'antd';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useCreateWebhookMutation, useUpdateWebhookMutation } from '../../../shared/api/webhooks';
import { unifiedApiLabel } from '../../../shared/connectors/unified-api-label';

interface Values {
  deliveryUrl: string;
  unifiedApi?: string;
  events: string[];
  status: 'enabled' | 'disabled';
  description?: string;
}

interface WebhookFormModalProps {
  /** The webhook to edit; none: a new one. */
  webhook?: Webhook | undefined;
  onClose: () => void;
  onSaved: (text: string) => void;
}

/**
 * Create or edit a webhook (001 §5): delivery URL, API, events of that API (disabled until an API is chosen,
 * emptied when it changes), status (enabled by default) and a description. Mounted while open.
 */
export function WebhookFormModal({ webhook, onClose, onSaved }: WebhookFormModalProps) {
  const { application, environment } = useWorkspace('application');
  const [form] = Form.useForm<Values>();
  const [create, creating] = useCreateWebhookMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const { rules, formProps, submit } = useSchemaForm(form, createWebhookBodySchema, { fallback: 'deliveryUrl' });
  const unifiedApi = Form.useWatch('unifiedApi', form);

  const save = async (values: Values) => {
    const body = { ...values, deliveryUrl: values.deliveryUrl.trim(), description: values.description?.trim() ?? '' };
    if (webhook) {
      await update({ id: webhook.id, applicationId: application.id, environment, body: body as never }).unwrap();
      onSaved(M.updated);
    } else {
      await create({ ...body, application: application.id, environment } as never).unwrap();
      onSaved(M.added);
    }
  };

  return (
    <Modal
      title={webhook ? 'Edit webhook' : 'Add webhook'}
      open
      onCancel={onClose}
      okText={webhook ? 'Save' : 'Add'}
      cancelText="Cancel"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => form.submit()}
      data-testid="webhook-modal"
    >
      <Form<Values>
        {...formProps}
        name="webhook"
        initialValues={
          webhook
            ? {
                deliveryUrl: webhook.deliveryUrl,
                unifiedApi: webhook.unifiedApi,
                events: webhook.events,
                status: webhook.status,
                description: webhook.description,
              }
            : { events: [], status: 'enabled' }
        }
        onValuesChange={(changed: Partial<Values>) => {
          formProps.onValuesChange?.(changed);
          // 001 §5: the events are the chosen API's, so a new API starts with none.
          if ('unifiedApi' in changed) form.setFieldValue('events', []);
        }}
        onFinish={submit(save)}
      >
        <Form.Item name="deliveryUrl" label="Delivery URL" rules={rules('deliveryUrl')} validateTrigger="onBlur">
          <Input
            autoComplete="off"
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            placeholder="https://example.com/webhooks"
            data-testid="webhook-url"
          />
        </Form.Item>
        <Form.Item name="unifiedApi" label="API" rules={rules('unifiedApi')}>
          <Select
            aria-label="API"
            placeholder="Choose an API"
            options={UNIFIED_APIS.map((api) => ({ value: api, label: unifiedApiLabel(api) }))}
            data-testid="webhook-api"
          />
        </Form.Item>
        <Form.Item name="events" label="Events" rules={rules('events')}>
          <Select
            aria-label="Events"
            mode="multiple"
            disabled={!unifiedApi}
            placeholder={unifiedApi ? 'Choose events' : 'Choose an API first'}
            options={(unifiedApi ? eventTypesOf(unifiedApi) : []).map((event) => ({ value: event, label: event }))}
            data-testid="webhook-events"
          />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={rules('status')}>
          <Select
            aria-label="Status"
            options={WEBHOOK_STATUSES.map((status) => ({
              value: status,
              label: status === 'enabled' ? 'Enabled' : 'Disabled',
            }))}
          />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={rules('description')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
            placeholder="What this endpoint does"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
