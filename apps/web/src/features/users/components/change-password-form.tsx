import { changePasswordBodySchema } from '@portal/shared/auth/auth.schemas';
import { Button, Form, Input, message } from 'antd';
import { SAME_AS_PASSWORD } from '../../../shared/lib/password-rules';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useChangePasswordMutation } from '../../../shared/api/auth';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

/**
 * Change password (issue 7): the current password, a new one by the sign-up rule (`passwordField`); every other session
 * ends.
 */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [toast, toastHolder] = message.useMessage();
  const { rules, formProps, submit } = useSchemaForm(form, changePasswordBodySchema, { fallback: 'currentPassword' });

  const onFinish = submit(async (values: ChangePasswordValues) => {
    await changePassword({ currentPassword: values.currentPassword, password: values.password }).unwrap();
    form.resetFields();
    void toast.success('Your password was changed. Every other session was signed out.');
  });

  return (
    <Form<ChangePasswordValues>
      {...formProps}
      name="change-password"
      initialValues={{ currentPassword: '', password: '', repeatPassword: '' }}
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
    >
      {toastHolder}
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={rules('currentPassword')}
        validateTrigger="onBlur"
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New password" name="password" rules={rules('password')} validateTrigger="onBlur">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Repeat new password"
        name="repeatPassword"
        dependencies={['password']}
        rules={[...rules('password'), SAME_AS_PASSWORD]}
        validateTrigger="onBlur"
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="change-password-submit">
        Change password
      </Button>
    </Form>
  );
}
