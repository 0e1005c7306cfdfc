import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { registerBodySchema } from '@portal/shared/auth/auth.schemas';
import { Divider, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { storage } from '../../../shared/lib/storage';
import { paths } from '../../../shared/lib/paths';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useRegisterMutation } from '../auth-state-requests';
import { isBrandedSignUp } from '../branded-sign-up';
import { toRegisterBody, type SignUpFormValues } from '../register-body';
import { AgreementCheckbox } from '../components/agreement-text';
import { AuthSubmit, AuthSwitchButton } from '../components/auth-form-parts';
import { AuthLayout } from '../components/auth-layout';
import { EmailPasswordFields } from '../components/email-password-fields';
import { InviteGreeting } from '../components/invite-greeting';
import { SignUpAside } from '../components/sign-up-aside';
import { SocialButtons } from '../components/social-buttons';
import { VelorySignUpAside } from '../components/velory-sign-up-aside';
import { redirectTarget } from '../redirect-target';

/** Sign-up (000 §2): /sign-up, and /sign-up/:brand where brand 'velory' is the branded variant. */
export function SignUpPage() {
  const { brand } = useParams();
  const branded = isBrandedSignUp(brand);
  const [form] = Form.useForm<SignUpFormValues>();
  const isAccepted = Form.useWatch('isAccepted', form) === true;
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const { rules, formProps, submit } = useSchemaForm(form, registerBodySchema, { fallback: 'email' });

  // The branded visit is remembered so that a social sign-up started here is marked branded at the callback.
  useEffect(() => {
    if (branded) storage.set(STORAGE_KEYS.branded, 'true');
    else storage.remove(STORAGE_KEYS.branded);
  }, [branded]);

  const onFinish = submit(async (values: SignUpFormValues) => {
    if (values.isAccepted !== true) return;
    await register(toRegisterBody(values, branded)).unwrap();
    // A new account has no application: it starts in the setup wizard (000 §2).
    await navigate(redirectTarget(null, paths.setupWizard.start), { replace: true });
  });

  return (
    <AuthLayout aside={branded ? <VelorySignUpAside /> : <SignUpAside />} title="Create account">
      <InviteGreeting
        prefill={(email) => {
          if (!form.getFieldValue('email')) form.setFieldValue('email', email);
        }}
      />
      <SocialButtons />
      <Divider plain>or</Divider>
      <Form<SignUpFormValues>
        {...formProps}
        name="sign-up"
        initialValues={{ email: '', password: '', profile: { name: '', lastname: '', company: '' }, isAccepted: false }}
        onFinish={onFinish}
      >
        <Form.Item
          label="First name"
          name={['profile', 'name']}
          rules={rules(['profile', 'name'])}
          validateTrigger="onBlur"
        >
          <Input autoComplete="given-name" size="large" />
        </Form.Item>
        <Form.Item
          label="Last name"
          name={['profile', 'lastname']}
          rules={rules(['profile', 'lastname'])}
          validateTrigger="onBlur"
        >
          <Input autoComplete="family-name" size="large" />
        </Form.Item>
        <EmailPasswordFields rules={rules} newAccount />
        <Form.Item
          label="Company"
          name={['profile', 'company']}
          rules={rules(['profile', 'company'])}
          validateTrigger="onBlur"
          extra="Optional: your company website"
        >
          <Input autoComplete="url" placeholder="example.com" size="large" />
        </Form.Item>
        <AgreementCheckbox document="Subscriber Agreement" />
        <AuthSubmit disabled={!isAccepted} loading={isLoading}>
          SIGN UP
        </AuthSubmit>
      </Form>
      <AuthSwitchButton form={form} label="Already have an account?" to={paths.login}>
        LOG IN
      </AuthSwitchButton>
    </AuthLayout>
  );
}
