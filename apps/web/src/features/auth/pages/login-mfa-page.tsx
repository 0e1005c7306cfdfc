import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { mfaLoginBodySchema } from '@portal/shared/auth/auth.schemas';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { storage } from '../../../shared/lib/storage';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useLoginMfaMutation } from '../auth-state-requests';
import { reset, selectAuth } from '../auth-slice';
import { AuthSubmit } from '../components/auth-form-parts';
import { AuthLayout, AuthSwitch } from '../components/auth-layout';
import { redirectTarget } from '../redirect-target';

interface MfaFormValues {
  code: string;
}

/** The second sign-in step (000 §2, Second-factor screen): the key from the first step and a code. */
export function LoginMfaPage() {
  const [form] = Form.useForm<MfaFormValues>();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { key: keyInState } = useSelector(selectAuth);
  // The key survives a reload in local storage ('mfaKey'); read once, so a successful step does not bounce to Login.
  const [key] = useState(() => storage.get(STORAGE_KEYS.mfaKey) ?? keyInState);
  const [validate, { isLoading }] = useLoginMfaMutation();
  // Every message of this step (wrong or reused code, expired key, too many tries) belongs under the code.
  const { rules, formProps, submit } = useSchemaForm(form, mfaLoginBodySchema, { fallback: 'code' });

  // Leaving the screen leaves no error behind in the auth state.
  useEffect(() => () => void dispatch(reset()), [dispatch]);

  if (!key) return <Navigate to={paths.login} replace />;

  const onFinish = submit(async (values: MfaFormValues) => {
    await validate({ code: values.code.replace(/\s+/g, ''), key }).unwrap();
    await navigate(redirectTarget(location.state), { replace: true });
  });

  return (
    <AuthLayout title="MFA" subtitle="Write your code from Authenticator">
      <Form<MfaFormValues> {...formProps} name="login-mfa" initialValues={{ code: '' }} onFinish={onFinish}>
        <Form.Item label="Code" name="code" rules={rules('code')} validateTrigger="onBlur">
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={12} size="large" autoFocus />
        </Form.Item>
        <AuthSubmit loading={isLoading}>Validate code</AuthSubmit>
      </Form>
      <AuthSwitch>
        <Link to={paths.login} replace>
          Back to Login
        </Link>
      </AuthSwitch>
    </AuthLayout>
  );
}
