import type { Connection, FtpCredentials } from '@portal/shared/integrations/integrations.schemas';
import { Alert, Card, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { CopyValue } from '../ui/copy-value';
import { type GateQuery, QueryGate } from '../ui/query-gate';

type Notify = (kind: 'success' | 'error', text: string) => void;

/** What the import made of a received file; a refused one says at which line and why (the old data stays). */
export function importLabel(file: Connection['files'][number]): string {
  if (file.refusal)
    return `Refused${file.refusal.line === null ? '' : ` at line ${file.refusal.line}`}: ${file.refusal.reason}`;
  if (file.import === 'applied') return `In use: ${file.records ?? 0} records`;
  if (file.import === 'superseded') return 'Replaced by a later file';
  if (file.import === 'failed') return 'Could not be imported';
  return 'Importing…';
}

function FtpCredentialValues({ query, notify }: { query: GateQuery<FtpCredentials>; notify: Notify }) {
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

/** The file's bytes as base64, as the upload endpoints take them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Sends one file (name and base64 bytes); answers whether it was received. */
export type UploadFile = (file: { name: string; contentBase64: string }) => Promise<boolean>;

function UploadInput({ upload, uploading, notify }: { upload: UploadFile; uploading: boolean; notify: Notify }) {
  const choose = async (file: File) => {
    if (await upload({ name: file.name, contentBase64: await base64Of(file) }))
      notify('success', `${file.name} uploaded: it is being imported`);
    else notify('error', `${file.name} was not uploaded`);
  };
  return (
    <label>
      <Typography.Text type="secondary">Or upload a file (CSV, XLSX or XML, up to 10 MB): </Typography.Text>
      <input
        type="file"
        accept=".csv,.xlsx,.xml"
        disabled={uploading}
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

interface FileDeliveryProps {
  /** The owner's FTP account (Owner and Admin only: undefined for the others). */
  credentials: GateQuery<FtpCredentials> | undefined;
  upload: UploadFile;
  uploading: boolean;
  files: Connection['files'];
  notify: Notify;
  /** Whose folder it is, for the heading's note ("the application's", "this consumer's"). */
  owner: string;
}

/**
 * A connector that receives files (001 §7 FTP), for the application's own connection or a consumer's: where to send
 * them (its own FTP folder), an upload, and the files received with what their import made of them.
 */
export function FileDelivery({ credentials, upload, uploading, files, notify, owner }: FileDeliveryProps) {
  return (
    <Card title="File delivery (FTP)" size="small" data-testid="ftp-section">
      {credentials ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">Files sent here become {owner} data.</Typography.Text>
          <FtpCredentialValues query={credentials} notify={notify} />
          <UploadInput upload={upload} uploading={uploading} notify={notify} />
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
          <List.Item data-testid="ftp-file">
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
