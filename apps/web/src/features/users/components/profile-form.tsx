import { USER_MESSAGES } from '@portal/shared/users/users.constants';
import { profileBodySchema, type ProfileAnswer, type ProfileBody } from '@portal/shared/users/users.schemas';
import { Alert, Button, Form, Input, Skeleton, message } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api';

interface ProfileFormValues {
  name: string;
  lastname: string;
  company: string;
}

const RULES = {
  name: [schemaRule(profileBodySchema.shape.name)],
  lastname: [schemaRule(profileBodySchema.shape.lastname)],
  company: [schemaRule(profileBodySchema.shape.company)],
};
const ERROR_MAPPING = { fallback: ['name'], known: [['name'], ['lastname'], ['company']] };

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
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);
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
      if (apiError.errors.length > 0) showError(error);
      else setFailure(apiError.message);
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      name="user-profile"
      layout="vertical"
      requiredMark={false}
      initialValues={toFormValues(profile)}
      onValuesChange={(changed) => {
        setFailure(null);
        handleValuesChange(changed);
      }}
      onFinish={(values) => void onFinish(values)}
      style={{ maxWidth: 480 }}
    >
      {toastHolder}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="profile-error" />}
      <Form.Item label="Email" extra="The email you sign in with.">
        <Input value={profile.email} disabled aria-label="Email" data-testid="profile-email" />
      </Form.Item>
      <Form.Item label="First name" name="name" rules={RULES.name} validateTrigger="onBlur">
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="lastname" rules={RULES.lastname} validateTrigger="onBlur">
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item
        label="Company"
        name="company"
        rules={RULES.company}
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
export function ProfileForm() {
  const { data: profile, error, isLoading, isFetching, refetch } = useGetProfileQuery();
  if (isLoading) {
    return (
      <div data-testid="profile-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (!profile) {
    return (
      <LoadError
        title="We could not load your profile"
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        data-testid="profile-load-error"
      />
    );
  }
  return <ProfileFormFields profile={profile} />;
}
