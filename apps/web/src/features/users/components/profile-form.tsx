import { USER_MESSAGES } from '@portal/shared/users/users.constants';
import { profileBodySchema, type ProfileAnswer, type ProfileBody } from '@portal/shared/users/users.schemas';
import { Alert, Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { gated } from '../../../shared/ui/query-gate';
import { useGetProfileQuery, useUpdateProfileMutation } from '../../../shared/api/users';

interface ProfileFormValues {
  name: string;
  lastname: string;
  company: string;
}

/** The profile payload (001 §5): names trimmed, company sent only when filled (left out, the server clears it). */
export function toProfileBody(values: ProfileFormValues): ProfileBody {
  const company = values.company.trim();
  return { name: values.name.trim(), lastname: values.lastname.trim(), ...(company ? { company } : {}) };
}

function toFormValues(profile: ProfileAnswer): ProfileFormValues {
  return { name: profile.name, lastname: profile.lastname, company: profile.company ?? '' };
}

function ProfileFormFields({ profile }: { profile: ProfileAnswer }) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [toast, toastHolder] = message.useMessage();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const { rules, showServerError, formProps } = useSchemaForm(form, profileBodySchema, { fallback: 'name' });
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: ProfileFormValues) => {
    setFailure(null);
    try {
      const saved = await update(toProfileBody(values)).unwrap();
      // The server stores the company normalized (https:// added): show what was saved.
      form.setFieldsValue(toFormValues(saved));
      void toast.success(USER_MESSAGES.profileUpdated);
    } catch (error) {
      const apiError = toApiError(error);
      // Field errors go under their fields; anything else (network, server) above the form.
      if (apiError.errors.length > 0) showServerError(error);
      else setFailure(apiError.message);
    }
  };

  return (
    <Form<ProfileFormValues>
      {...formProps}
      name="user-profile"
      initialValues={toFormValues(profile)}
      onValuesChange={(changed) => {
        setFailure(null);
        formProps.onValuesChange(changed);
      }}
      onFinish={(values) => void onFinish(values)}
      style={{ maxWidth: 480 }}
    >
      {toastHolder}
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="profile-error" />
      )}
      <Form.Item label="Email" extra="The email you sign in with.">
        <Input value={profile.email} disabled aria-label="Email" data-testid="profile-email" />
      </Form.Item>
      <Form.Item label="First name" name="name" rules={rules('name')} validateTrigger="onBlur">
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="lastname" rules={rules('lastname')} validateTrigger="onBlur">
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item
        label="Company"
        name="company"
        rules={rules('company')}
        validateTrigger="onBlur"
        extra="Optional: your company website"
      >
        <Input autoComplete="url" placeholder="example.com" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save profile
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Profile (001 §2, User settings): first name, last name and company, GET and PUT users/profile. */
export const ProfileForm = gated(useGetProfileQuery, (profile) => <ProfileFormFields profile={profile} />, {
  errorTitle: 'We could not load your profile',
  skeletonRows: 6,
  testId: 'profile',
});
