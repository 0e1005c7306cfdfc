import { resetPasswordBodySchema } from '@portal/shared/auth/auth.schemas';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { SAME_AS_PASSWORD } from '../../../shared/lib/password-rules';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { loggedOut } from '../../../shared/session/session-state';
import { useResetPasswordMutation } from '../auth-state-requests';
import { reset } from '../auth-slice';
import { AuthSubmit } from '../components/auth-form-parts';
import { AuthLayout, AuthSwitch } from '../components/auth-layout';
import { PASSWORD_CHANGED_NOTICE, type LoginLocationState } from '../login-state';

interface NewPasswordFormValues {
  password: string;
  repeatPassword: string;
}

/**
 * The subtitle: the spec's 'Choose a new password, min 8 characters', with the one password rule of sign-up (issue 25).
 */
export const NEW_PASSWORD_SUBTITLE =
  'Choose a new password, min 12 characters with at least one of each: uppercase, lowercase, number and special';

/** New password (000 §2): the key from the mailed link and a new password, by the sign-up rule (docs/decisions.md). */
export function NewPasswordPage() {
  const { key = '' } = useParams();
  const [form] = Form.useForm<NewPasswordFormValues>();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  // New password errors appear under the password field (000 §8), also those about the key.
  const { rules, formProps, submit } = useSchemaForm(form, resetPasswordBodySchema, { fallback: 'password' });

  // The auth error state is reset on leaving the screen (000 §4).
  useEffect(() => () => void dispatch(reset()), [dispatch]);

  const onFinish = submit(async (values: NewPasswordFormValues) => {
    await resetPassword({ password: values.password, key }).unwrap();
    // The server ended every session of the user, this browser's included.
    dispatch(loggedOut());
    const state: LoginLocationState = { notice: PASSWORD_CHANGED_NOTICE };
    await navigate(paths.login, { replace: true, state });
  });

  return (
    <AuthLayout title="Create a new password" subtitle={NEW_PASSWORD_SUBTITLE}>
      <Form<NewPasswordFormValues>
        {...formProps}
        name="new-password"
        initialValues={{ password: '', repeatPassword: '' }}
        onFinish={onFinish}
      >
        <Form.Item label="Password" name="password" rules={rules('password')} validateTrigger="onBlur">
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Repeat password"
          name="repeatPassword"
          dependencies={['password']}
          rules={[...rules('password'), SAME_AS_PASSWORD]}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <AuthSubmit loading={isLoading}>SAVE PASSWORD</AuthSubmit>
      </Form>
      <AuthSwitch label="Link expired or already used?">
        <Link to={paths.forgotPassword}>Request a new link</Link>
      </AuthSwitch>
    </AuthLayout>
  );
}
