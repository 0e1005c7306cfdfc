import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { CONSUMER_MESSAGES as M, CONSUMER_NAME_MAX_LENGTH } from '@portal/shared/consumers/consumers.constants';
import { createConsumerBodySchema } from '@portal/shared/consumers/consumers.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useCreateConsumerMutation } from '../../../shared/api/consumers';

/** Add consumer: a button (disabled for a Viewer) opening a form with an optional name (001 §5). */
export function CreateConsumer({ onCreated }: { onCreated: () => void }) {
  const { application, environment, can } = useWorkspace('application');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const [create, creating] = useCreateConsumerMutation();
  const { rules, formProps, submit } = useSchemaForm(form, createConsumerBodySchema, { fallback: 'name' });
  const mayCreate = can('createConsumer');

  const close = () => {
    setOpen(false);
    form.resetFields();
  };

  return (
    <>
      <ReasonTooltip reason={mayCreate ? undefined : PERMISSION_DENIED_MESSAGE} data-testid="add-consumer-reason">
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={!mayCreate}
          onClick={() => setOpen(true)}
          data-testid="add-consumer-button"
        >
          Add consumer
        </Button>
      </ReasonTooltip>
      <Modal
        title="Add consumer"
        open={open}
        onCancel={close}
        okText="Add"
        cancelText="Cancel"
        confirmLoading={creating.isLoading}
        onOk={() => form.submit()}
        forceRender
        width={368}
        data-testid="create-consumer-modal"
      >
        <Form
          {...formProps}
          name="create-consumer"
          onFinish={submit(async (values: { name?: string }) => {
            await create({ name: (values.name ?? '').trim(), application: application.id, environment }).unwrap();
            close();
            onCreated();
          })}
        >
          <Form.Item name="name" label="Name" rules={rules('name')}>
            <Input
              autoComplete="off"
              maxLength={CONSUMER_NAME_MAX_LENGTH}
              placeholder={M.namePlaceholder}
              data-testid="consumer-name-input"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
