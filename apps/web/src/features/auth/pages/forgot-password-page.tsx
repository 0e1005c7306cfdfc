import { emailField } from '@portal/shared/auth/auth.schemas';
import { firstMessage } from '@portal/shared/common/validation';
import { Button, Checkbox, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { useRequestPasswordResetMutation } from '../api';
import { AgreementText } from '../components/agreement-text';
import { AuthLayout } from '../components/auth-layout';

interface ForgotPasswordFormValues {
  email: string;
  isAccepted: boolean;
}

const EMAIL_RULES = [schemaRule(emailField)];
const ERROR_MAPPING = { fallback: ['email'], known: [['email']] };

/** SEND LINK is enabled only with a valid email and the ticked terms checkbox (000 §5). */
function canSendResetLink(values: Partial<ForgotPasswordFormValues>): boolean {
  return values.isAccepted === true && firstMessage(emailField, values.email ?? '') === undefined;
}

/** Forgot password (000 §2): the form, then the sent confirmation, then back to Login. */
export function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotPasswordFormValues>();
  const email = Form.useWatch('email', form);
  const isAccepted = Form.useWatch('isAccepted', form);
  const navigate = useNavigate();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);
  const [sent, setSent] = useState(false);

  const onFinish = async (values: ForgotPasswordFormValues) => {
    if (!canSendResetLink(values)) return;
    try {
      await requestReset({ email: values.email.trim() }).unwrap();
      setSent(true);
    } catch (error) {
      showError(error);
    }
  };

  if (sent) {
    return (
      <AuthLayout>
        <Result
          status="success"
          title="Reset password email has been sent"
          subTitle="Check your email and follow instructions"
          data-testid="reset-link-sent"
          extra={
            <Button type="primary" size="large" block onClick={() => void navigate('/login')}>
              BACK TO LOGIN PAGE
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1 className="auth-panel__title">Forgot password</h1>
      <p className="auth-panel__subtitle">Send me a password reset link. Add you email below.</p>
      <Form<ForgotPasswordFormValues>
        form={form}
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: '', isAccepted: false }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Email" name="email" rules={EMAIL_RULES} validateTrigger="onBlur">
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item name="isAccepted" valuePropName="checked">
          <Checkbox>
            <AgreementText document="Terms and Conditions" />
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            disabled={!canSendResetLink({ email, isAccepted })}
            loading={isLoading}
          >
            SEND LINK
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-panel__switch">
        <Link to="/login">Back to Login</Link>
      </div>
    </AuthLayout>
  );
}
