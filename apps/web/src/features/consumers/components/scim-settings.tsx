import type { Environment } from '@portal/shared/common/environment';
import { Alert, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import {
  useCreateScimTokenMutation,
  useGetScimSettingsQuery,
  useRemoveScimTokenMutation,
} from '../../../shared/api/directory';
import { toApiError } from '../../../shared/lib/api-error';
import { QueryGate } from '../../../shared/ui/query-gate';

type Notify = (kind: 'success' | 'error', text: string) => void;

interface Props {
  applicationId: string;
  environment: Environment;
  connectionId: string;
  serviceName: string;
  notify: Notify;
}

/**
 * SCIM provisioning of a directory connection (issue 30): the base URL to give Okta or Entra, and its bearer token,
 * made or rotated here and shown once (the server keeps only its hash).
 */
export function ScimSettings({ applicationId, environment, connectionId, serviceName, notify }: Props) {
  const ref = { application: applicationId, environment, connectionId };
  const settings = useGetScimSettingsQuery(ref);
  const [create, creating] = useCreateScimTokenMutation();
  const [remove, removing] = useRemoveScimTokenMutation();
  const [token, setToken] = useState<string | null>(null);
  const onCreate = async () => {
    try {
      setToken((await create(ref).unwrap()).token);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };
  const onRemove = async () => {
    try {
      await remove(ref).unwrap();
      setToken(null);
      notify('success', 'SCIM is off: the old token is refused');
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };
  return (
    <Card title="SCIM provisioning" size="small" data-testid="scim-settings">
      <QueryGate query={settings} errorTitle="We could not load the SCIM settings" testId="scim">
        {(loaded) => (
          <Flex vertical gap={12} align="flex-start">
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {loaded.tokenCreatedAt
                ? `Your identity provider pushes users and groups here; ${serviceName} is no longer polled.`
                : `Without a token, users and groups are read from ${serviceName}. With one, Okta or Entra can push them.`}
            </Typography.Paragraph>
            <Typography.Text>
              SCIM base URL:{' '}
              <Typography.Text code copyable={{ tooltips: ['Copy', 'Base URL copied'] }} data-testid="scim-base-url">
                {loaded.baseUrl}
              </Typography.Text>
            </Typography.Text>
            {loaded.tokenCreatedAt && (
              <Typography.Text type="secondary" data-testid="scim-token-created">
                Token made {new Date(loaded.tokenCreatedAt).toLocaleString()}
              </Typography.Text>
            )}
            {token && (
              <Alert
                type="warning"
                showIcon
                data-testid="scim-token"
                title="Copy this token now: it is shown only once"
                description={
                  <Typography.Text code copyable={{ text: token, tooltips: ['Copy token', 'Token copied'] }}>
                    {token}
                  </Typography.Text>
                }
              />
            )}
            <Flex gap={8}>
              {loaded.tokenCreatedAt ? (
                <Popconfirm
                  title="Rotate the SCIM token?"
                  description="The current token stops working at once."
                  okText="Rotate"
                  onConfirm={onCreate}
                >
                  <Button loading={creating.isLoading} data-testid="scim-rotate">
                    Rotate token
                  </Button>
                </Popconfirm>
              ) : (
                <Button type="primary" onClick={onCreate} loading={creating.isLoading} data-testid="scim-create">
                  Create SCIM token
                </Button>
              )}
              {loaded.tokenCreatedAt && (
                <Popconfirm
                  title="Turn SCIM off?"
                  description={`The token is refused and ${serviceName} is polled again.`}
                  okText="Turn off"
                  onConfirm={onRemove}
                >
                  <Button danger loading={removing.isLoading} data-testid="scim-remove">
                    Turn off
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </Flex>
        )}
      </QueryGate>
    </Card>
  );
}
