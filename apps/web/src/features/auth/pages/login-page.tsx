import { loginEmailMessage, loginPasswordMessage } from '@portal/shared/auth/auth.checks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useOnce } from '../../../shared/lib/use-once';
import { AuthLayout, AuthSwitch } from '../components/auth-layout';
import { InviteGreeting } from '../components/invite-greeting';
import { LightAlert, LightButton, LightCheckbox, LightDivider, LightField } from '../components/light-controls';
import { SocialButtons } from '../components/social-buttons';
import { loginError, loginNotice, withoutMessages } from '../login-state';
import { redirectTarget } from '../redirect-target';
import { useLoginRequest } from '../sign-in-requests';
import { useAuthSwitch } from '../use-auth-switch';
import { useLightForm } from '../use-light-form';

// antd's message comes only with a notice to show, so the screen's first load carries no toast layer.
const SuccessToast = lazy(async () => ({ default: (await import('../../../shared/ui/success-toast')).SuccessToast }));

/** The login body's checks without zod, with the schema's messages (auth.checks.ts). */
const LOGIN_CHECKS = { email: loginEmailMessage, password: loginPasswordMessage };

interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

const INITIAL_VALUES: LoginFormValues = { email: '', password: '', remember: true };

/**
 * Login (000 §2): social buttons, email and password, LOGIN, and SIGN UP for new users. Drawn with the light
 * controls, not antd's (components/light-controls.tsx): the first screen most visitors load stays small.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginRequest();
  // Wrong credentials and every other refusal show under the email field (000 §8).
  const { values, setValue, field, submit, resetFields } = useLightForm(INITIAL_VALUES, LOGIN_CHECKS, 'email');
  const switchTo = useAuthSwitch(useMemo(() => ({ resetFields }), [resetFields]));
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
        <LightAlert
          type="error"
          title={redirectError}
          onClose={() => setRedirectError(undefined)}
          data-testid="login-error"
        />
      )}
      <InviteGreeting
        prefill={(email) => {
          if (!values.email) setValue('email', email);
        }}
      />
      <SocialButtons />
      <LightDivider>or</LightDivider>
      <form id="login" className="auth-form" noValidate onSubmit={onFinish}>
        <LightField label="Email" type="email" autoComplete="username" inputMode="email" {...field('email')} />
        <LightField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <div className="auth-panel__row">
          <LightCheckbox checked={values.remember} onChange={(checked) => setValue('remember', checked)}>
            Remember me
          </LightCheckbox>
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
        <LightButton type="submit" primary loading={isLoading} className="auth-form__submit">
          LOGIN
        </LightButton>
      </form>
      <AuthSwitch label="New here?">
        <LightButton onClick={() => switchTo(paths.signUp)}>SIGN UP</LightButton>
      </AuthSwitch>
    </AuthLayout>
  );
}
