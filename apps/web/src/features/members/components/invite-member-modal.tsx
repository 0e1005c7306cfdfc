import { emailField } from '@portal/shared/auth/auth.schemas';
import { INVITE_ROLE_LABELS, INVITE_ROLES, type InviteRole } from '@portal/shared/members/members.constants';
import { inviteRoleField, memberNameField } from '@portal/shared/members/members.schemas';
import { Form, Input, Modal, Select } from 'antd';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { useInviteMemberMutation } from '../api';

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

const NAME_RULES = [schemaRule(memberNameField)];
const EMAIL_RULES = [schemaRule(emailField)];
const ROLE_RULES = [schemaRule(inviteRoleField)];
const ERROR_MAPPING = { fallback: ['data', 'email'], known: [['data', 'name'], ['data', 'email'], ['data', 'role']] };
export const ROLE_OPTIONS = INVITE_ROLES.map((value) => ({ value, label: INVITE_ROLE_LABELS[value] }));

/** Invite (000 §5, 001 §5): name required, email required and valid, role one of Admin, Developer, Viewer. */
export function InviteMemberModal({ account, open, onClose, onInvited }: InviteMemberModalProps) {
  const [form] = Form.useForm<InviteFormValues>();
  const [invite, { isLoading }] = useInviteMemberMutation();
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);

  const onFinish = async ({ data }: InviteFormValues) => {
    try {
      const email = data.email.trim();
      await invite({ account, data: { name: data.name.trim(), email, role: data.role as InviteRole } }).unwrap();
      form.resetFields();
      onInvited(email);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      title="Invite a team member"
      open={open}
      okText="Send invite"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
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
        initialValues={{ data: { name: '', email: '', role: undefined } }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Name" name={['data', 'name']} rules={NAME_RULES} validateTrigger="onBlur">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email" name={['data', 'email']} rules={EMAIL_RULES} validateTrigger="onBlur">
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item label="Role" name={['data', 'role']} rules={ROLE_RULES}>
          <Select placeholder="Select a role" options={ROLE_OPTIONS} aria-label="Role" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
