import { createConsumerBodySchema } from '@portal/shared/consumers/consumers.schemas';
import { Button, Form, Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useCreateConsumerMutation } from '../../../shared/api/consumers';
import { useUpdateMetaMutation } from '../../../shared/api/users';
import { SetupFrame } from '../components/setup-frame';
import { useWorkspace } from '../../../shared/workspace/workspace';

/** Wizard step 3 (000 §2, §4): an optional consumer name; an empty one creates nothing and goes on. */
export function SetupConsumerPage() {
  const { applicationId = '' } = useParams();
  const { environment } = useWorkspace();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ name: string }>();
  const [create, { isLoading }] = useCreateConsumerMutation();
  const [saveStep, { isLoading: saving }] = useUpdateMetaMutation();
  const { rules, formProps, submit } = useSchemaForm(form, createConsumerBodySchema, { fallback: 'name' });
  const next = paths.setupWizard.next({ applicationId });

  const onFinish = async ({ name }: { name: string }) => {
    const trimmed = (name ?? '').trim();
    if (trimmed) await create({ application: applicationId, environment, name: trimmed }).unwrap();
    // The wizard is done either way (docs/decisions.md): the Dashboard no longer sends the user back here.
    await saveStep({ step: 'consumer', applicationId })
      .unwrap()
      .catch(() => undefined);
    await navigate(next, { state: { consumerAdded: Boolean(trimmed) } });
  };

  return (
    <SetupFrame
      step={2}
      title="Set up a consumer"
      intro="A consumer is one of your customers: their connections and calls are kept apart. You can add one later."
    >
      <Form<{ name: string }>
        {...formProps}
        name="setup-consumer"
        initialValues={{ name: '' }}
        onFinish={submit(onFinish)}
      >
        <Form.Item label="Consumer name" name="name" rules={rules('name')}>
          <Input autoComplete="off" placeholder="Ex: ConsumerX" data-tour="setup-consumer-name" />
        </Form.Item>
        <div className="setup__actions">
          <Button
            onClick={() => void navigate(paths.setupWizard.connectors({ applicationId }))}
            data-testid="setup-back"
          >
            Back
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={isLoading || saving}
            data-testid="setup-continue"
            data-tour="setup-continue"
          >
            Continue
          </Button>
        </div>
      </Form>
    </SetupFrame>
  );
}
