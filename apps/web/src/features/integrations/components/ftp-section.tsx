import type { Connection, Integration } from '@portal/shared/integrations/integrations.schemas';
import { Alert, Card, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetFtpCredentialsQuery, useUploadConnectorFileMutation } from '../../../shared/api/integrations';
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

/** The file's bytes as base64, as the upload endpoint takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Uploads a CSV, XLSX or XML file in the portal, for files not sent over FTP. */
function UploadFile({ integration, notify }: Omit<FtpSectionProps, 'mayConfigure'>) {
  const { environment } = useWorkspace('application');
  const [upload, { isLoading }] = useUploadConnectorFileMutation();
  const choose = async (file: File) => {
    const answer = await upload({
      application: integration.application,
      environment,
      serviceId: integration.serviceId,
      name: file.name,
      contentBase64: await base64Of(file),
    });
    if ('error' in answer) notify('error', `${file.name} was not uploaded`);
    else notify('success', `${file.name} uploaded: it is being imported`);
  };
  return (
    <label>
      <Typography.Text type="secondary">Or upload a file (CSV, XLSX or XML, up to 10 MB): </Typography.Text>
      <input
        type="file"
        accept=".csv,.xlsx,.xml"
        disabled={isLoading}
        data-testid="ftp-upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
    </label>
  );
}

/** A connector that receives files (001 §7 FTP): where to send them, and the files received. */
export function FtpSection({ integration, mayConfigure, notify }: FtpSectionProps) {
  const files = integration.connection.files;
  return (
    <Card title="File delivery (FTP)" size="small" data-testid="ftp-section">
      {mayConfigure ? (
        <Flex vertical gap={12}>
          <FtpCredentials integration={integration} notify={notify} />
          <UploadFile integration={integration} notify={notify} />
        </Flex>
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
