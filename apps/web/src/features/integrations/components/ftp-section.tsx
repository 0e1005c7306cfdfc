import type { Connection, Integration } from '@portal/shared/integrations/integrations.schemas';
import { Alert, Card, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetFtpCredentialsQuery } from '../../../shared/api/integrations';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { CopyValue } from './copy-value';

interface FtpSectionProps {
  integration: Integration;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

/** What the import made of a received file; a refused one says at which line and why (the old data stays). */
export function importLabel(file: Connection['files'][number]): string {
  if (file.refusal)
    return `Refused${file.refusal.line === null ? '' : ` at line ${file.refusal.line}`}: ${file.refusal.reason}`;
  if (file.import === 'applied') return `In use: ${file.records ?? 0} records`;
  if (file.import === 'superseded') return 'Replaced by a later file';
  if (file.import === 'failed') return 'Could not be imported';
  return 'Importing…';
}

function FtpCredentials({ integration, notify }: Omit<FtpSectionProps, 'mayConfigure'>) {
  const { environment } = useWorkspace('application');
  const query = useGetFtpCredentialsQuery({
    application: integration.application,
    environment,
    serviceId: integration.serviceId,
  });
  return (
    <QueryGate query={query} errorTitle="We could not load the FTP credentials" testId="ftp">
      {(ftp) => (
        <Flex vertical gap={12}>
          {!ftp.enabled && (
            <Alert
              type="warning"
              showIcon
              title="The FTP server of this portal is off"
              description="The credentials work once the operator sets FTP_PORT."
            />
          )}
          {ftp.endpoint && <CopyValue label="Endpoint" value={ftp.endpoint} notify={notify} testId="ftp-endpoint" />}
          <CopyValue label="Username" value={ftp.username} notify={notify} testId="ftp-username" />
          <CopyValue label="Password" value={ftp.password} secret notify={notify} testId="ftp-password" />
        </Flex>
      )}
    </QueryGate>
  );
}

/** A connector that receives files (001 §7 FTP): where to send them, and the files received. */
export function FtpSection({ integration, mayConfigure, notify }: FtpSectionProps) {
  const files = integration.connection.files;
  return (
    <Card title="File delivery (FTP)" size="small" data-testid="ftp-section">
      {mayConfigure ? (
        <FtpCredentials integration={integration} notify={notify} />
      ) : (
        <Typography.Text type="secondary">Owners and admins see the FTP credentials.</Typography.Text>
      )}
      <List
        style={{ marginTop: 12 }}
        size="small"
        header={<Typography.Text strong>Files received</Typography.Text>}
        dataSource={files}
        locale={{ emptyText: 'No files received yet' }}
        renderItem={(file) => (
          <List.Item>
            <Typography.Text ellipsis={{ tooltip: file.name }}>{file.name}</Typography.Text>
            <Typography.Text type="secondary">
              {(file.size / 1024).toFixed(1)} KB · {dayjs(file.receivedAt).format('DD/MM/YYYY HH:mm')} ·{' '}
              {importLabel(file)}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
