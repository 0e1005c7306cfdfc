import { loginBodySchema } from '@portal/shared/auth/auth.schemas';
import { Alert, Checkbox, Divider, Form, message } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useOnce } from '../../../shared/lib/use-once';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useLoginMutation } from '../api';
import { AuthLayout, AuthSubmit, AuthSwitchButton } from '../components/auth-layout';
import { EmailPasswordFields } from '../components/email-password-fields';
import { SocialButtons } from '../components/social-buttons';
import { loginError, loginNotice, withoutMessages } from '../login-state';
import { redirectTarget } from '../redirect-target';

interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

/** Login (000 §2): social buttons, email and password, LOGIN, and SIGN UP for new users. */
export function LoginPage() {
  const [form] = Form.useForm<LoginFormValues>();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  // Wrong credentials and every other refusal show under the email field (000 §8).
  const { rules, formProps, submit } = useSchemaForm(form, loginBodySchema, { fallback: 'email' });
  const [toast, toastHolder] = message.useMessage();
  // A failed social sign-in (from the callback screen) explains itself here until closed.
  const [redirectError, setRedirectError] = useState(() => loginError(location.state));

  // A notice handed over by another screen (the new password) is shown once, then dropped from the history entry.
  useOnce(() => {
    const notice = loginNotice(location.state);
    if (notice) void toast.success(notice);
    if (notice || loginError(location.state)) {
      void navigate(location.pathname, { replace: true, state: withoutMessages(location.state) });
    }
  });

  const onFinish = submit(async (values: LoginFormValues) => {
    setRedirectError(undefined);
    const answer = await login({
      email: values.email.trim(),
      password: values.password,
      remember: values.remember,
    }).unwrap();
    if ('token' in answer) await navigate(redirectTarget(location.state), { replace: true });
    // The second factor keeps where the user was heading.
    else await navigate(paths.loginMfa, { state: withoutMessages(location.state) });
  });

  return (
    <AuthLayout title="Login" subtitle="Login with Google, Github or email below.">
      {toastHolder}
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
      <Form<LoginFormValues> {...formProps} name="login" initialValues={{ email: '', password: '', remember: true }} onFinish={onFinish}>
        <EmailPasswordFields rules={rules} />
        <div className="auth-panel__row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
        <AuthSubmit loading={isLoading} spaced>
          LOGIN
        </AuthSubmit>
      </Form>
      <AuthSwitchButton form={form} label="New here?" to={paths.signUp}>
        SIGN UP
      </AuthSwitchButton>
    </AuthLayout>
  );
}
