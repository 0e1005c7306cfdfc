import { Card, Flex, Typography } from 'antd';
import { ChangePasswordForm } from '../components/change-password-form';
import { NotificationSettings } from '../components/notification-settings';
import { ProfileForm } from '../components/profile-form';
import { SecondFactorSettings } from '../components/second-factor-settings';

/** User settings (001 §2): profile, password, notification settings and the second factor. Each section loads on its own. */
export function UserSettingsPage() {
  return (
    <div data-testid="user-settings-page">
      <Typography.Title level={2}>User settings</Typography.Title>
      <Flex vertical gap={24}>
        <Card title="Profile" data-testid="profile-section">
          <ProfileForm />
        </Card>
        <Card title="Password" data-testid="password-section">
          <ChangePasswordForm />
        </Card>
        <Card title="Notification settings" data-testid="notification-section">
          <NotificationSettings />
        </Card>
        <Card title="Second factor" data-testid="mfa-section">
          <SecondFactorSettings />
        </Card>
      </Flex>
    </div>
  );
}
