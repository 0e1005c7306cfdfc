import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { FileDelivery } from '../../../shared/connectors/file-delivery';
import { useGetFtpCredentialsQuery, useUploadConnectorFileMutation } from '../../../shared/api/integrations';
import { useWorkspace } from '../../../shared/workspace/workspace';

interface FtpSectionProps {
  integration: Integration;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

/** The application's own file delivery: its FTP folder, an upload, the files its connection received. */
export function FtpSection({ integration, mayConfigure, notify }: FtpSectionProps) {
  const { environment } = useWorkspace('application');
  const ref = { application: integration.application, environment, serviceId: integration.serviceId };
  const credentials = useGetFtpCredentialsQuery(ref, { skip: !mayConfigure });
  const [upload, { isLoading }] = useUploadConnectorFileMutation();
  return (
    <FileDelivery
      credentials={mayConfigure ? credentials : undefined}
      upload={async (file) => !('error' in (await upload({ ...ref, ...file })))}
      uploading={isLoading}
      files={integration.connection.files}
      notify={notify}
      owner="the application's"
    />
  );
}
