import { AUTH_MESSAGES } from '@portal/shared/auth/auth.constants';
import { newPasswordField } from '@portal/shared/auth/auth.schemas';
import { Button, Form, Input, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { useResetPasswordMutation } from '../api';
import { logout, reset } from '../auth-slice';
import { AuthLayout } from '../components/auth-layout';
import { PASSWORD_CHANGED_NOTICE, type LoginLocationState } from '../login-state';

interface NewPasswordFormValues {
  password: string;
  repeatPassword: string;
}

const PASSWORD_RULES = [schemaRule(newPasswordField)];
const REPEAT_RULES: FormRule[] = [
  schemaRule(newPasswordField),
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      // Only a repeat that is itself valid is compared, so one message shows at a time.
      if (typeof value !== 'string' || value === '' || getFieldValue('password') === value) return;
      throw new Error(AUTH_MESSAGES.newPasswordMismatch);
    },
  }),
];
// New password errors appear under the password field (000 §8), also those about the key.
const ERROR_MAPPING = { fallback: ['password'], known: [['password']] };

/** New password (000 §2): the key from the mailed link and a new password of 8 to 24 characters. */
export function NewPasswordPage() {
  const { key = '' } = useParams();
  const [form] = Form.useForm<NewPasswordFormValues>();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);

  // The auth error state is reset on leaving the screen (000 §4).
  useEffect(() => () => void dispatch(reset()), [dispatch]);

  const onFinish = async (values: NewPasswordFormValues) => {
    try {
      await resetPassword({ password: values.password, key }).unwrap();
      // The server ended every session of the user, this browser's included.
      dispatch(logout());
      const state: LoginLocationState = { notice: PASSWORD_CHANGED_NOTICE };
      await navigate('/login', { replace: true, state });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <AuthLayout>
      <h1 className="auth-panel__title">Create a new password</h1>
      <p className="auth-panel__subtitle">Choose a new password, min 8 characters</p>
      <Form<NewPasswordFormValues>
        form={form}
        name="new-password"
        layout="vertical"
        requiredMark={false}
        initialValues={{ password: '', repeatPassword: '' }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Password" name="password" rules={PASSWORD_RULES} validateTrigger="onBlur">
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Repeat password"
          name="repeatPassword"
          dependencies={['password']}
          rules={REPEAT_RULES}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            SAVE PASSWORD
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-panel__switch">
        <span className="auth-panel__switch-label">Link expired or already used?</span>
        <Link to="/forgot-password">Request a new link</Link>
      </div>
    </AuthLayout>
  );
}
