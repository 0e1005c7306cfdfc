import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { totpCodeField } from '@portal/shared/auth/auth.schemas';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { storage } from '../../../shared/lib/storage';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { useLoginMfaMutation } from '../api';
import { reset, selectAuth } from '../auth-slice';
import { AuthLayout } from '../components/auth-layout';
import { redirectTarget } from '../redirect-target';

interface MfaFormValues {
  code: string;
}

const CODE_RULES = [schemaRule(totpCodeField)];
// Every message of this step (wrong or reused code, expired key, too many tries) belongs under the code.
const ERROR_MAPPING = { fallback: ['code'], known: [['code']] };

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
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);

  // Leaving the screen leaves no error behind in the auth state.
  useEffect(() => () => void dispatch(reset()), [dispatch]);

  if (!key) return <Navigate to="/login" replace />;

  const onFinish = async (values: MfaFormValues) => {
    try {
      await validate({ code: values.code.replace(/\s+/g, ''), key }).unwrap();
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <AuthLayout>
      <h1 className="auth-panel__title">MFA</h1>
      <p className="auth-panel__subtitle">Write your code from Authenticator</p>
      <Form<MfaFormValues>
        form={form}
        name="login-mfa"
        layout="vertical"
        requiredMark={false}
        initialValues={{ code: '' }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Code" name="code" rules={CODE_RULES} validateTrigger="onBlur">
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={12} size="large" autoFocus />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            Validate code
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-panel__switch">
        <Link to="/login" replace>
          Back to Login
        </Link>
      </div>
    </AuthLayout>
  );
}
