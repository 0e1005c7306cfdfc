import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { INTEGRATION_MESSAGES as M, IDP_METADATA_MAX_BYTES } from '@portal/shared/integrations/integrations.constants';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Alert, Button, Card, Descriptions, Flex, Upload } from 'antd';
import { certificateNotice } from '../../../shared/connectors/certificate-notice';
import { toApiError } from '../../../shared/lib/api-error';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useSaveConnectionMutation } from '../../../shared/api/integrations';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { CopyValue } from '../../../shared/ui/copy-value';

interface SamlSectionProps {
  integration: Integration;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

/**
 * A SAML connection (001 §3, §7): our service provider's metadata to give the identity provider (copy buttons),
 * and the identity provider's metadata XML uploaded as multipart `settings[idpMetadata]`.
 */
export function SamlSection({ integration, mayConfigure, notify }: SamlSectionProps) {
  const { environment } = useWorkspace('application');
  const [save, saving] = useSaveConnectionMutation();
  const { metadata, settings } = integration.connection;

  const upload = async (file: File) => {
    if (file.size > IDP_METADATA_MAX_BYTES) return notify('error', M.fileTooLarge);
    try {
      await save({
        application: integration.application,
        environment,
        serviceId: integration.serviceId,
        settings: {},
        enabled: true,
        files: { idpMetadata: file },
      }).unwrap();
      notify('success', M.identityProviderUpdated);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  const sp = [
    { label: 'ACS URL', value: metadata.acsUrl, testId: 'sp-acs-url' },
    { label: 'SP entity ID', value: metadata.spEntityId, testId: 'sp-entity-id' },
    { label: 'SP metadata URL', value: metadata.metadataUrl, testId: 'sp-metadata-url' },
  ];
  const idp = [
    { key: 'ssoUrl', label: 'SSO URL', children: typeof settings.ssoUrl === 'string' ? settings.ssoUrl : '—' },
    {
      key: 'ipEntityId',
      label: 'IdP entity ID',
      children: typeof settings.ipEntityId === 'string' ? settings.ipEntityId : '—',
    },
    ...(metadata.idpCertificateExpiresAt
      ? [
          {
            key: 'certificate',
            label: 'IdP certificate expires',
            children: new Date(metadata.idpCertificateExpiresAt).toLocaleString(),
          },
        ]
      : []),
  ];
  const notice = metadata.idpCertificateExpiresAt ? certificateNotice(metadata.idpCertificateExpiresAt) : null;
  return (
    <Card title="Single sign-on (SAML)" size="small" data-testid="saml-section">
      <Flex vertical gap={12}>
        {sp.map(
          (item) =>
            item.value && (
              <CopyValue key={item.testId} label={item.label} value={item.value} notify={notify} testId={item.testId} />
            ),
        )}
        <Descriptions size="small" column={1} items={idp} data-testid="idp-settings" />
        {notice && <Alert type={notice.type} showIcon title={notice.text} data-testid="idp-certificate-notice" />}
        <ReasonTooltip reason={mayConfigure ? undefined : PERMISSION_DENIED_MESSAGE}>
          <Upload
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            showUploadList={false}
            disabled={!mayConfigure}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button
              icon={<UploadOutlined aria-hidden />}
              loading={saving.isLoading}
              disabled={!mayConfigure}
              data-testid="idp-upload"
            >
              Upload IdP metadata
            </Button>
          </Upload>
        </ReasonTooltip>
      </Flex>
    </Card>
  );
}
