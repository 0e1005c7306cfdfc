import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import type { SsoSignIn } from '@portal/shared/sso-sign-ins/sso-sign-ins.endpoints';
import { Alert, Card, Descriptions, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type SsoConnectionRef, useGetSsoSignInsQuery } from '../../../shared/api/sso-sign-ins';
import { QueryGate } from '../../../shared/ui/query-gate';

/** A warning this many days before the identity provider's signing certificate expires. */
export const CERTIFICATE_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The certificate's expiry as a notice: expired, expiring within CERTIFICATE_WARNING_DAYS, or null. */
export function certificateNotice(
  expiresAt: string,
  now = Date.now(),
): { type: 'error' | 'warning'; text: string } | null {
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0)
    return {
      type: 'error',
      text: 'The identity provider’s signing certificate has expired: sign-ins fail until new metadata is uploaded.',
    };
  if (left <= CERTIFICATE_WARNING_DAYS * DAY_MS) {
    const days = Math.ceil(left / DAY_MS);
    return {
      type: 'warning',
      text: `The identity provider’s signing certificate expires in ${days} day${days === 1 ? '' : 's'}: ask for the new metadata.`,
    };
  }
  return null;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Single sign-on of a consumer's identity provider connection (issue 30): for SAML our ACS URL and entity id and the
 * IdP certificate's expiry (warned 30 days before); for every protocol the last sign-ins.
 */
export function SsoConnectionView({
  target,
  connection,
  upload,
}: {
  target: SsoConnectionRef;
  connection: Connection;
  /** The metadata upload, for a SAML connection and someone who may change it. */
  upload?: ReactNode;
}) {
  const metadata = connection.metadata;
  const expiresAt = metadata.idpCertificateExpiresAt ?? null;
  const notice = expiresAt ? certificateNotice(expiresAt) : null;
  const items = [
    ...(metadata.acsUrl
      ? [{ key: 'acs', label: 'ACS URL', children: <Typography.Text copyable>{metadata.acsUrl}</Typography.Text> }]
      : []),
    ...(metadata.spEntityId
      ? [
          {
            key: 'entity',
            label: 'SP entity ID',
            children: <Typography.Text copyable>{metadata.spEntityId}</Typography.Text>,
          },
        ]
      : []),
    ...(typeof connection.settings.ipEntityId === 'string'
      ? [{ key: 'idp', label: 'IdP entity ID', children: connection.settings.ipEntityId }]
      : []),
    ...(expiresAt ? [{ key: 'certificate', label: 'IdP certificate expires', children: when(expiresAt) }] : []),
  ];
  const signIns = useGetSsoSignInsQuery(target);
  return (
    <Card title="Single sign-on" size="small" data-testid="sso-connection">
      <Flex vertical gap={12}>
        {notice && <Alert type={notice.type} showIcon title={notice.text} data-testid="sso-certificate-notice" />}
        {items.length > 0 && <Descriptions size="small" column={1} items={items} data-testid="sso-sp-details" />}
        {upload}
        <Typography.Text strong>Last sign-ins</Typography.Text>
        <QueryGate query={signIns} errorTitle="We could not load the last sign-ins" testId="sso-sign-ins">
          {(rows) => (
            <Table<SsoSignIn>
              size="small"
              pagination={false}
              rowKey={(row) => `${row.signedInAt}:${row.idpId}`}
              dataSource={rows}
              locale={{ emptyText: 'No one has signed in through this connection yet' }}
              columns={[
                { title: 'User', key: 'user', render: (_value, row) => row.email ?? row.idpId },
                { title: 'Signed in', key: 'at', render: (_value, row) => when(row.signedInAt) },
              ]}
              data-testid="sso-sign-ins-table"
            />
          )}
        </QueryGate>
      </Flex>
    </Card>
  );
}
