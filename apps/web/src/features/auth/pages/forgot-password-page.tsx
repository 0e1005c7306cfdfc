import { resetPasswordRequestBodySchema } from '@portal/shared/auth/auth.schemas';
import { firstMessage } from '@portal/shared/common/validation';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useRequestPasswordResetMutation } from '../../../shared/api/auth';
import { AgreementCheckbox } from '../components/agreement-text';
import { AuthSubmit } from '../components/auth-form-parts';
import { AuthLayout, AuthSwitch } from '../components/auth-layout';

interface ForgotPasswordFormValues {
  email: string;
  isAccepted: boolean;
}

/** SEND LINK is enabled only with a valid email and the ticked terms checkbox (000 §5). */
function canSendResetLink(values: Partial<ForgotPasswordFormValues>): boolean {
  return (
    values.isAccepted === true &&
    firstMessage(resetPasswordRequestBodySchema.shape.email, values.email ?? '') === undefined
  );
}

/** Forgot password (000 §2): the form, then the sent confirmation, then back to Login. */
export function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotPasswordFormValues>();
  const email = Form.useWatch('email', form);
  const isAccepted = Form.useWatch('isAccepted', form);
  const navigate = useNavigate();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const { rules, formProps, submit } = useSchemaForm(form, resetPasswordRequestBodySchema, { fallback: 'email' });
  const [sent, setSent] = useState(false);

  const onFinish = submit(async (values: ForgotPasswordFormValues) => {
    if (!canSendResetLink(values)) return;
    await requestReset({ email: values.email.trim() }).unwrap();
    setSent(true);
  });

  if (sent) {
    return (
      <AuthLayout>
        <Result
          status="success"
          title="Reset password email has been sent"
          subTitle="Check your email and follow instructions"
          data-testid="reset-link-sent"
          extra={
            <Button type="primary" size="large" block onClick={() => void navigate(paths.login)}>
              BACK TO LOGIN PAGE
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot password" subtitle="Send me a password reset link. Add you email below.">
      <Form<ForgotPasswordFormValues>
        {...formProps}
        name="forgot-password"
        initialValues={{ email: '', isAccepted: false }}
        onFinish={onFinish}
      >
        <Form.Item label="Email" name="email" rules={rules('email')} validateTrigger="onBlur">
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <AgreementCheckbox document="Terms and Conditions" />
        <AuthSubmit disabled={!canSendResetLink({ email, isAccepted })} loading={isLoading}>
          SEND LINK
        </AuthSubmit>
      </Form>
      <AuthSwitch>
        <Link to={paths.login}>Back to Login</Link>
      </AuthSwitch>
    </AuthLayout>
  );
}
