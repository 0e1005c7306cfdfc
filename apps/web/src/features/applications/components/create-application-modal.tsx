import type { Application } from '@portal/shared/applications/applications.schemas';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { createApplicationBodySchema } from '@portal/shared/applications/applications.schemas';
import { Form } from 'antd';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { ApplicationFields } from '../../../shared/ui/application-fields';
import { FormModal } from '../../../shared/ui/form-modal';
import { useCreateApplicationMutation } from '../../../shared/api/applications';

interface CreateValues {
  account: string;
  name: string;
}

interface CreateApplicationModalProps {
  /** The teams where the user may create applications. */
  eligible: readonly Account[];
  /** The team chosen first (the current one when eligible). */
  defaultAccount: string | undefined;
  onClose: () => void;
  onCreated: (created: Application) => void;
}

/**
 * The Create application form (000 §5): the team, shown only when more than one is eligible (with one it is
 * used silently), and the name. Its own chunk, loaded when first opened, so the layout's first paint carries
 * neither the form layer nor zod.
 */
export default function CreateApplicationModal({
  eligible,
  defaultAccount,
  onClose,
  onCreated,
}: CreateApplicationModalProps) {
  const [form] = Form.useForm<CreateValues>();
  const [create, { isLoading }] = useCreateApplicationMutation();
  const { rules, formProps, submit } = useSchemaForm(form, createApplicationBodySchema, { fallback: 'name' });

  const onFinish = async (values: CreateValues) => {
    const created = await create({
      account: values.account ?? defaultAccount ?? '',
      name: values.name.trim(),
    }).unwrap();
    onCreated(created);
  };

  return (
    <FormModal
      form={form}
      loading={isLoading}
      title="Create application"
      open
      okText="Create"
      onCancel={onClose}
      width={368}
      data-testid="create-application-modal"
    >
      <Form<CreateValues>
        {...formProps}
        name="create-application"
        initialValues={{ account: defaultAccount, name: '' }}
        onFinish={submit(onFinish)}
      >
        <ApplicationFields eligible={eligible} rules={rules} />
      </Form>
    </FormModal>
  );
}
