import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import type { SsoSignIn } from '@portal/shared/sso-sign-ins/sso-sign-ins.endpoints';
import { Alert, Card, Descriptions, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type SsoConnectionRef, useGetSsoSignInsQuery } from '../../../shared/api/sso-sign-ins';
import { certificateNotice } from '../../../shared/connectors/certificate-notice';
import { QueryGate } from '../../../shared/ui/query-gate';

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
