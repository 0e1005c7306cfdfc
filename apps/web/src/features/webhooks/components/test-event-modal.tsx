import { UNIFIED_APIS } from '@portal/shared/connectors/connectors.constants';
import { eventTypesOf } from '@portal/shared/events/event-types';
import { WEBHOOK_MESSAGES as M } from '@portal/shared/webhooks/webhooks.constants';
import { type TestEventResult, type Webhook, testEventBodySchema } from '@portal/shared/webhooks/webhooks.schemas';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useGetConnectorsQuery } from '../../../shared/api/integrations';
import { unifiedApiLabel } from '../../../shared/connectors/unified-api-label';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useSendTestEventMutation } from '../../../shared/api/webhooks';

interface Values {
  deliveryUrl: string;
  serviceId: string;
  unifiedApi?: string;
  eventType?: string;
  consumerId?: string;
  entityId?: string;
}

/** The first connector of a unified API in the catalog: the service a test of that API names unless one is typed. */
const firstServiceOf = (
  connectors: readonly { serviceId: string; unifiedApi: string }[] | undefined,
  unifiedApi: string | undefined,
) => connectors?.find((connector) => connector.unifiedApi === unifiedApi)?.serviceId ?? '';

/**
 * The test-event sender (001 §3, §5): a signed event sent now to a URL; 'Event sent' or 'Event sending failed',
 * with the receiver's status and the start of its answer so a failure can be understood here. Opened from a
 * webhook's row, it is filled with that webhook's URL, API and first event, and a service of that API; the test
 * then shows among the webhook's deliveries.
 */
export function TestEventModal({
  webhook,
  onClose,
  notify,
}: {
  webhook?: Webhook;
  onClose: () => void;
  notify: (kind: 'success' | 'error', text: string) => void;
}) {
  const { application, environment } = useWorkspace('application');
  const { data: connectors } = useGetConnectorsQuery();
  const [form] = Form.useForm<Values>();
  const [send, sending] = useSendTestEventMutation();
  const { rules, formProps, submit } = useSchemaForm(form, testEventBodySchema, { fallback: 'deliveryUrl' });
  const unifiedApi = Form.useWatch('unifiedApi', form);
  const [result, setResult] = useState<TestEventResult | null>(null);

  const onFinish = async (values: Values) => {
    const answer = await send({
      ...(values as Required<Pick<Values, 'unifiedApi' | 'eventType'>> & Values),
      application: application.id,
      environment,
    } as never).unwrap();
    setResult(answer);
    notify(answer.delivered ? 'success' : 'error', answer.delivered ? M.eventSent : M.eventFailed);
  };

  // The catalog may arrive after the form opened: a webhook's service is filled in then, unless one was typed.
  const initialApi = webhook?.unifiedApi;
  useEffect(() => {
    if (initialApi && !form.getFieldValue('serviceId'))
      form.setFieldValue('serviceId', firstServiceOf(connectors, initialApi));
  }, [connectors, initialApi, form]);

  return (
    <Modal
      title="Send a test event"
      open
      onCancel={onClose}
      okText="Send"
      cancelText="Done"
      confirmLoading={sending.isLoading}
      onOk={() => form.submit()}
      data-testid="test-event-modal"
    >
      <Form<Values>
        {...formProps}
        name="test-event"
        initialValues={{
          deliveryUrl: webhook?.deliveryUrl ?? '',
          serviceId: firstServiceOf(connectors, webhook?.unifiedApi),
          unifiedApi: webhook?.unifiedApi,
          eventType: webhook?.events[0],
        }}
        onValuesChange={(changed: Partial<Values>) => {
          formProps.onValuesChange?.(changed);
          if ('unifiedApi' in changed) {
            form.setFieldValue('eventType', undefined);
            // A service of another API would make a test no webhook of this API receives as sent.
            const serviceId = form.getFieldValue('serviceId') as string | undefined;
            if (
              !serviceId ||
              connectors?.some(
                (connector) => connector.serviceId === serviceId && connector.unifiedApi !== changed.unifiedApi,
              )
            ) {
              form.setFieldValue('serviceId', firstServiceOf(connectors, changed.unifiedApi));
            }
          }
        }}
        onFinish={submit(onFinish)}
      >
        <Form.Item name="deliveryUrl" label="Delivery URL" rules={rules('deliveryUrl')}>
          <Input autoComplete="off" data-testid="test-event-url" />
        </Form.Item>
        <Form.Item name="serviceId" label="Service ID" rules={rules('serviceId')}>
          <Input autoComplete="off" placeholder="bamboohr" data-testid="test-event-service" />
        </Form.Item>
        <Form.Item name="unifiedApi" label="API" rules={rules('unifiedApi')}>
          <Select
            aria-label="API"
            options={UNIFIED_APIS.map((api) => ({ value: api, label: unifiedApiLabel(api) }))}
            data-testid="test-event-api"
          />
        </Form.Item>
        <Form.Item name="eventType" label="Event type" rules={rules('eventType')}>
          <Select
            aria-label="Event type"
            disabled={!unifiedApi}
            options={(unifiedApi ? eventTypesOf(unifiedApi) : []).map((event) => ({ value: event, label: event }))}
            data-testid="test-event-type"
          />
        </Form.Item>
      </Form>
      {result && (
        <Alert
          type={result.delivered ? 'success' : 'error'}
          data-testid="test-event-result"
          title={
            result.statusCode === null
              ? result.error
              : `The receiver answered ${result.statusCode} in ${result.latencyMs} ms`
          }
          description={
            result.responseBody ? (
              <Typography.Text code className="webhooks__body">
                {result.responseBody}
              </Typography.Text>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}
