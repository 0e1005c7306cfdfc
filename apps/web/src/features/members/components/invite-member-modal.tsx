import { INVITE_ROLE_LABELS, INVITE_ROLES, type InviteRole } from '@portal/shared/members/members.constants';
import { inviteBodySchema } from '@portal/shared/members/members.schemas';
import { Form, Input, Select } from 'antd';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { useInviteMemberMutation } from '../../../shared/api/members';

interface InviteFormValues {
  data: { name: string; email: string; role: InviteRole | undefined };
}

interface InviteMemberModalProps {
  account: string;
  open: boolean;
  onClose: () => void;
  /** Called with the invited address once the server has accepted the invitation. */
  onInvited: (email: string) => void;
}

export const ROLE_OPTIONS = INVITE_ROLES.map((value) => ({ value, label: INVITE_ROLE_LABELS[value] }));

/** Invite (000 §5, 001 §5): name required, email required and valid, role one of Admin, Developer, Viewer. */
export function InviteMemberModal({ account, open, onClose, onInvited }: InviteMemberModalProps) {
  const [form] = Form.useForm<InviteFormValues>();
  const [invite, { isLoading }] = useInviteMemberMutation();
  const { rules, showServerError, onValuesChange } = useSchemaForm(form, inviteBodySchema, {
    fallback: ['data', 'email'],
  });

  const onFinish = async ({ data }: InviteFormValues) => {
    try {
      const email = data.email.trim();
      await invite({ account, data: { name: data.name.trim(), email, role: data.role as InviteRole } }).unwrap();
      form.resetFields();
      onInvited(email);
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <FormModal
      form={form}
      loading={isLoading}
      title="Invite a team member"
      open={open}
      okText="Send invite"
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
      data-testid="invite-member-modal"
    >
      <Form<InviteFormValues>
        form={form}
        name="invite-member"
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ data: { name: '', email: '', role: undefined } }}
        onValuesChange={onValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Name" name={['data', 'name']} rules={rules(['data', 'name'])} validateTrigger="onBlur">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email" name={['data', 'email']} rules={rules(['data', 'email'])} validateTrigger="onBlur">
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item label="Role" name={['data', 'role']} rules={rules(['data', 'role'])}>
          <Select placeholder="Select a role" options={ROLE_OPTIONS} aria-label="Role" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
