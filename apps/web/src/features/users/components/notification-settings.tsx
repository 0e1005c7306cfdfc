import type { UserSettings } from '@portal/shared/users/users.schemas';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { gated } from '../../../shared/ui/query-gate';
import { useGetSettingsQuery, useUpdateSettingsMutation } from '../../../shared/api/users';

type SettingKey = keyof UserSettings;

/** The four notification switches of users/settings (000 §3, 001 §3), in the spec's order. */
export const NOTIFICATION_SETTINGS: readonly { key: SettingKey; label: string; description: string }[] = [
  { key: 'hasBillingEvent', label: 'Billing events', description: 'Invoices, payments and changes to your plan.' },
  {
    key: 'hasConnectionEvent',
    label: 'Connection events',
    description: 'A consumer connects, reconnects or disconnects an integration.',
  },
  { key: 'hasErrorEvent', label: 'Error events', description: 'Requests and syncs of your applications that fail.' },
  {
    key: 'hasSecurityEvent',
    label: 'Security events',
    description: 'Sign-ins, password resets and second-factor changes of your account.',
  },
];

/** The switches of loaded settings. */
function NotificationSwitches({ settings }: { settings: UserSettings }) {
  const [update] = useUpdateSettingsMutation();
  const [saving, setSaving] = useState<SettingKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onChange = async (key: SettingKey, value: boolean) => {
    setFailure(null);
    setSaving(key);
    try {
      await update({ [key]: value }).unwrap();
    } catch (failed) {
      // The switch is already back where it was; say why.
      setFailure(toApiError(failed).message);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="notification-settings">
      <Typography.Text type="secondary">Choose which events we email you about.</Typography.Text>
      {failure && (
        <Alert
          type="error"
          showIcon
          title="Your change was not saved"
          description={failure}
          closable={{ onClose: () => setFailure(null) }}
          data-testid="notification-settings-error"
        />
      )}
      {NOTIFICATION_SETTINGS.map(({ key, label, description }) => (
        <Flex key={key} align="center" justify="space-between" gap={16}>
          <div>
            <Typography.Text strong id={`setting-${key}-label`}>
              {label}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" id={`setting-${key}-description`}>
              {description}
            </Typography.Text>
          </div>
          <Switch
            checked={settings[key]}
            loading={saving === key}
            disabled={saving !== null && saving !== key}
            aria-labelledby={`setting-${key}-label`}
            aria-describedby={`setting-${key}-description`}
            data-testid={`setting-${key}`}
            onChange={(value) => void onChange(key, value)}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/** Notification settings: each switch is saved as soon as it is flipped (PUT users/settings). */
export const NotificationSettings = gated(
  useGetSettingsQuery,
  (settings) => <NotificationSwitches settings={settings} />,
  {
    errorTitle: 'We could not load your notification settings',
    skeletonRows: 4,
    testId: 'notification-settings',
  },
);
