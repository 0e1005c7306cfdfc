import { createAccountBodySchema } from '@portal/shared/accounts/accounts.schemas';
import { Form, Input, Typography } from 'antd';
import { useCreateAccountMutation } from '../../shared/api/accounts';
import { useUpdateMetaMutation } from '../../shared/api/users';
import { useSchemaForm } from '../../shared/lib/use-schema-form';
import { FormModal } from '../../shared/ui/form-modal';

interface CreateTeamModalProps {
  onClose: () => void;
  /** The team was created and is now the current one. */
  onCreated: (name: string) => void;
}

/**
 * Create team: the name, then the new team becomes the current one. Its own chunk, loaded when the menu's
 * Create team is chosen, so the layout's first paint carries neither the form layer nor zod.
 */
export default function CreateTeamModal({ onClose, onCreated }: CreateTeamModalProps) {
  const [switchTeam, switching] = useUpdateMetaMutation();
  const [createAccount, creating] = useCreateAccountMutation();
  const [form] = Form.useForm<{ name: string }>();
  const { rules, showServerError, onValuesChange } = useSchemaForm(form, createAccountBodySchema, { fallback: 'name' });

  const create = async ({ name }: { name: string }) => {
    try {
      const created = await createAccount({ name: name.trim() }).unwrap();
      await switchTeam({ accountId: created.id }).unwrap();
      onCreated(created.name);
    } catch (failure) {
      showServerError(failure);
    }
  };

  return (
    <FormModal
      form={form}
      loading={creating.isLoading || switching.isLoading}
      title="Create team"
      open
      okText="Create"
      onCancel={onClose}
      data-testid="create-team-modal"
    >
      <Typography.Paragraph type="secondary">
        You are the Owner of the teams you create; invite your colleagues from Account Settings.
      </Typography.Paragraph>
      <Form
        form={form}
        name="create-team"
        layout="vertical"
        requiredMark={false}
        onValuesChange={onValuesChange}
        onFinish={(values) => void create(values)}
      >
        <Form.Item label="Team name" name="name" rules={rules('name')} validateTrigger="onBlur">
          <Input autoComplete="organization" maxLength={100} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
