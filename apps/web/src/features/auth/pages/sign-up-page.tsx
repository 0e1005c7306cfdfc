import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import {
  companyField,
  emailField,
  firstNameField,
  lastNameField,
  registrationPasswordField,
} from '@portal/shared/auth/auth.schemas';
import { Button, Checkbox, Divider, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { storage } from '../../../shared/lib/storage';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { useRegisterMutation } from '../api';
import { isBrandedSignUp } from '../branded-sign-up';
import { toRegisterBody, type SignUpFormValues } from '../register-body';
import { AgreementText } from '../components/agreement-text';
import { AuthLayout } from '../components/auth-layout';
import { useAuthSwitch } from '../use-auth-switch';
import { SignUpAside } from '../components/sign-up-aside';
import { SocialButtons } from '../components/social-buttons';
import { VelorySignUpAside } from '../components/velory-sign-up-aside';
import { redirectTarget } from '../redirect-target';


const RULES = {
  name: [schemaRule(firstNameField)],
  lastname: [schemaRule(lastNameField)],
  email: [schemaRule(emailField)],
  password: [schemaRule(registrationPasswordField)],
  company: [schemaRule(companyField)],
};

const ERROR_MAPPING = {
  fallback: ['email'],
  known: [['email'], ['password'], ['profile', 'name'], ['profile', 'lastname'], ['profile', 'company']],
};

/** Sign-up (000 §2): /sign-up, and /sign-up/:brand where brand 'velory' is the branded variant. */
export function SignUpPage() {
  const { brand } = useParams();
  const branded = isBrandedSignUp(brand);
  const [form] = Form.useForm<SignUpFormValues>();
  const isAccepted = Form.useWatch('isAccepted', form) === true;
  const switchTo = useAuthSwitch(form);
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);


  // The branded visit is remembered so that a social sign-up started here is marked branded at the callback.
  useEffect(() => {
    if (branded) storage.set(STORAGE_KEYS.branded, 'true');
    else storage.remove(STORAGE_KEYS.branded);
  }, [branded]);

  const onFinish = async (values: SignUpFormValues) => {
    if (values.isAccepted !== true) return;
    try {
      await register(toRegisterBody(values, branded)).unwrap();
      await navigate(redirectTarget(null), { replace: true });
    } catch (error) {
      showError(error);
    }
  };


  return (
    <AuthLayout aside={branded ? <VelorySignUpAside /> : <SignUpAside />}>
      <h1 className="auth-panel__title">Create account</h1>
      <SocialButtons />
      <Divider plain>or</Divider>
      <Form<SignUpFormValues>
        form={form}
        name="sign-up"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: '', password: '', profile: { name: '', lastname: '', company: '' }, isAccepted: false }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="First name" name={['profile', 'name']} rules={RULES.name} validateTrigger="onBlur">
          <Input autoComplete="given-name" size="large" />
        </Form.Item>
        <Form.Item label="Last name" name={['profile', 'lastname']} rules={RULES.lastname} validateTrigger="onBlur">
          <Input autoComplete="family-name" size="large" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={RULES.email} validateTrigger="onBlur">
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={RULES.password} validateTrigger="onBlur">
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Company"
          name={['profile', 'company']}
          rules={RULES.company}
          validateTrigger="onBlur"
          extra="Optional: your company website"
        >
          <Input autoComplete="url" placeholder="example.com" size="large" />
        </Form.Item>
        <Form.Item name="isAccepted" valuePropName="checked">
          <Checkbox>
            <AgreementText document="Subscriber Agreement" />
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block size="large" disabled={!isAccepted} loading={isLoading}>
            SIGN UP
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-panel__switch">
        <span className="auth-panel__switch-label">Already have an account?</span>
        <Button block size="large" onClick={() => switchTo('/login')}>
          LOG IN
        </Button>
      </div>
    </AuthLayout>
  );
}
