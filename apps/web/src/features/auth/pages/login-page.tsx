import { loginEmailMessage, loginPasswordMessage } from '@portal/shared/auth/auth.checks';
import { Alert, Checkbox, Divider, Form } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useOnce } from '../../../shared/lib/use-once';
import { useCheckedForm } from '../../../shared/lib/use-server-form';
import { AuthLayout, AuthSubmit, AuthSwitchButton } from '../components/auth-layout';
import { EmailPasswordFields } from '../components/email-password-fields';
import { InviteGreeting } from '../components/invite-greeting';
import { SocialButtons } from '../components/social-buttons';
import { loginError, loginNotice, withoutMessages } from '../login-state';
import { redirectTarget } from '../redirect-target';
import { useLoginRequest } from '../sign-in-requests';

// antd's message comes only with a notice to show, so the screen's first load carries no toast layer.
const SuccessToast = lazy(async () => ({ default: (await import('../../../shared/ui/success-toast')).SuccessToast }));

/** The login body's checks without zod, with the schema's messages (auth.checks.ts). */
const LOGIN_CHECKS = { email: loginEmailMessage, password: loginPasswordMessage };

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
  const [login, { isLoading }] = useLoginRequest();
  // Wrong credentials and every other refusal show under the email field (000 §8).
  const { rules, formProps, submit } = useCheckedForm(form, LOGIN_CHECKS, { fallback: 'email' });
  const [notice] = useState(() => loginNotice(location.state));
  // A failed social sign-in (from the callback screen) explains itself here until closed.
  const [redirectError, setRedirectError] = useState(() => loginError(location.state));

  // A notice handed over by another screen (the new password) is shown once, then dropped from the history entry.
  useOnce(() => {
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
    });
    if ('token' in answer) await navigate(redirectTarget(location.state), { replace: true });
    // The second factor keeps where the user was heading.
    else await navigate(paths.loginMfa, { state: withoutMessages(location.state) });
  });

  return (
    <AuthLayout title="Login" subtitle="Login with Google, Github or email below.">
      {notice && (
        <Suspense fallback={null}>
          <SuccessToast text={notice} />
        </Suspense>
      )}
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
      <InviteGreeting form={form} />
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
