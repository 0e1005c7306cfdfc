import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { INTEGRATION_MESSAGES as M, IDP_METADATA_MAX_BYTES } from '@portal/shared/integrations/integrations.constants';
import { Button, Upload } from 'antd';
import { type ConsumerServiceRef, useSaveConsumerConnectionMutation } from '../../../shared/api/integrations';
import { toApiError } from '../../../shared/lib/api-error';

type Notify = (kind: 'success' | 'error', text: string) => void;

/**
 * Uploads the identity provider's SAML metadata to the consumer's connection (Owner and Admin): the file's text is
 * sent as the `idpMetadata` setting, which the server validates (a 400 names what is wrong).
 */
export function IdpMetadataUpload({ target, notify }: { target: ConsumerServiceRef; notify: Notify }) {
  const [save, saving] = useSaveConsumerConnectionMutation();
  const upload = async (file: File) => {
    if (file.size > IDP_METADATA_MAX_BYTES) return notify('error', M.fileTooLarge);
    try {
      await save({ ...target, body: { settings: { idpMetadata: await file.text() }, sandbox: false } }).unwrap();
      notify('success', M.identityProviderUpdated);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };
  return (
    <Upload
      accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} loading={saving.isLoading} data-testid="consumer-idp-upload">
        Upload IdP metadata
      </Button>
    </Upload>
  );
}
