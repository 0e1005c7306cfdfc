import { Card, Flex, Typography } from 'antd';
import type { ComponentType } from 'react';
import { ChangePasswordForm } from '../components/change-password-form';
import { NotificationSettings } from '../components/notification-settings';
import { ProfileForm } from '../components/profile-form';
import { SecondFactorSettings } from '../components/second-factor-settings';

/** The sections in screen order; each loads on its own. */
const SECTIONS: Array<{ title: string; testId: string; Body: ComponentType }> = [
  { title: 'Profile', testId: 'profile-section', Body: ProfileForm },
  { title: 'Password', testId: 'password-section', Body: ChangePasswordForm },
  { title: 'Notification settings', testId: 'notification-section', Body: NotificationSettings },
  { title: 'Second factor', testId: 'mfa-section', Body: SecondFactorSettings },
];

/** User settings (001 §2): profile, password, notification settings and the second factor. */
export function UserSettingsPage() {
  return (
    <div data-testid="user-settings-page">
      <Typography.Title level={2}>User Settings</Typography.Title>
      <Flex vertical gap={24}>
        {SECTIONS.map(({ title, testId, Body }) => (
          <Card key={testId} title={title} data-testid={testId}>
            <Body />
          </Card>
        ))}
      </Flex>
    </div>
  );
}
