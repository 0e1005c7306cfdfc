import { emailField, loginBodySchema } from '@portal/shared/auth/auth.schemas';
import { Alert, Button, Checkbox, Divider, Form, Input, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { useLoginMutation } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { useAuthSwitch } from '../use-auth-switch';
import { SocialButtons } from '../components/social-buttons';
import { loginError, loginNotice, withoutMessages } from '../login-state';
import { redirectTarget } from '../redirect-target';

interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

const EMAIL_RULES = [schemaRule(emailField)];
const PASSWORD_RULES = [schemaRule(loginBodySchema.shape.password)];

const ERROR_MAPPING = { fallback: ['email'], known: [['email'], ['password']] };

/** Login (000 §2): social buttons, email and password, LOGIN, and SIGN UP for new users. */
export function LoginPage() {
  const [form] = Form.useForm<LoginFormValues>();
  const switchTo = useAuthSwitch(form);
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);
  const [toast, toastHolder] = message.useMessage();
  // A failed social sign-in (from the callback screen) explains itself here until closed.
  const [redirectError, setRedirectError] = useState(() => loginError(location.state));
  const noticeShown = useRef(false);


  // A notice handed over by another screen (the new password) is shown once, then dropped from the history entry.
  useEffect(() => {
    if (noticeShown.current) return;
    noticeShown.current = true;
    const notice = loginNotice(location.state);
    if (notice) void toast.success(notice);
    if (notice || loginError(location.state)) {
      void navigate(location.pathname, { replace: true, state: withoutMessages(location.state) });
    }
  }, [location.pathname, location.state, toast, navigate]);

  const onFinish = async (values: LoginFormValues) => {
    setRedirectError(undefined);
    try {
      const answer = await login({
        email: values.email.trim(),
        password: values.password,
        remember: values.remember,
      }).unwrap();
      if ('token' in answer) await navigate(redirectTarget(location.state), { replace: true });
      // The second factor keeps where the user was heading.
      else await navigate('/login-mfa', { state: withoutMessages(location.state) });
    } catch (error) {
      showError(error);
    }
  };


  return (
    <AuthLayout>
      {toastHolder}
      <h1 className="auth-panel__title">Login</h1>
      <p className="auth-panel__subtitle">Login with Google, Github or email below.</p>
      {redirectError && (
        <Alert
          type="error"
          showIcon
          title={redirectError}
          closable={{ onClose: () => setRedirectError(undefined) }}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <SocialButtons />
      <Divider plain>or</Divider>
      <Form<LoginFormValues>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: '', password: '', remember: true }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Email" name="email" rules={EMAIL_RULES} validateTrigger="onBlur">
          <Input type="email" autoComplete="username" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={PASSWORD_RULES} validateTrigger="onBlur">
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <div className="auth-panel__row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <Form.Item style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            LOGIN
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-panel__switch">
        <span className="auth-panel__switch-label">New here?</span>
        <Button block size="large" onClick={() => switchTo('/sign-up')}>
          SIGN UP
        </Button>
      </div>
    </AuthLayout>
  );
}
