import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import { FileDelivery } from '../../../shared/connectors/file-delivery';
import {
  type ConsumerServiceRef,
  useGetConsumerFtpCredentialsQuery,
  useUploadConsumerFileMutation,
} from '../../../shared/api/integrations';

interface Props {
  target: ConsumerServiceRef;
  connection: Connection;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

/**
 * A consumer's connection to a file connector: its own FTP folder (endpoint, user name, password for Owner and Admin),
 * an upload for it, and the files it received with their import state.
 */
export function ConsumerFileDelivery({ target, connection, mayConfigure, notify }: Props) {
  const credentials = useGetConsumerFtpCredentialsQuery(target, { skip: !mayConfigure });
  const [upload, { isLoading }] = useUploadConsumerFileMutation();
  return (
    <FileDelivery
      credentials={mayConfigure ? credentials : undefined}
      upload={async (file) => !('error' in (await upload({ ...target, ...file })))}
      uploading={isLoading}
      files={connection.files}
      notify={notify}
      owner="this consumer's"
    />
  );
}
