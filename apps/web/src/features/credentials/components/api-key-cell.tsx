import CopyOutlined from '@ant-design/icons/CopyOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { CREDENTIAL_MESSAGES } from '@portal/shared/credentials/credentials.constants';
import type { Credential } from '@portal/shared/credentials/credentials.schemas';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useLazyRevealCredentialQuery } from '../../../shared/api/credentials';

interface ApiKeyCellProps {
  credential: Credential;
  /** Tells the user what happened (the page's toasts). */
  notify: (kind: 'success' | 'error', text: string) => void;
}

/** A key shown masked, with reveal and copy; the key itself is fetched only for them. */
export function ApiKeyCell({ credential, notify }: ApiKeyCellProps) {
  const [reveal, { isFetching }] = useLazyRevealCredentialQuery();
  const [shown, setShown] = useState<string | null>(null);
  const ref = { id: credential.id, application: credential.application.id, environment: credential.environment };

  const plain = async () => shown ?? (await reveal(ref).unwrap()).apiKey;

  const toggle = async () => {
    if (shown) return setShown(null);
    try {
      setShown(await plain());
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await plain());
      notify('success', CREDENTIAL_MESSAGES.copied);
    } catch (failure) {
      notify(
        'error',
        failure instanceof Error && !('status' in failure)
          ? 'Your browser did not allow copying'
          : toApiError(failure).message,
      );
    }
  };

  return (
    <Flex align="center" gap={4} className="api-key-cell">
      <Typography.Text code className="api-key-cell__value" data-testid="api-key-value">
        {shown ?? credential.apiKey}
      </Typography.Text>
      <Tooltip title={shown ? 'Hide' : 'Show'}>
        <Button
          type="text"
          size="small"
          aria-label={shown ? 'Hide API key' : 'Show API key'}
          icon={shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
          loading={isFetching && !shown}
          onClick={() => void toggle()}
          data-testid="api-key-reveal"
        />
      </Tooltip>
      <Tooltip title="Copy">
        <Button
          type="text"
          size="small"
          aria-label="Copy API key"
          icon={<CopyOutlined aria-hidden />}
          onClick={() => void copy()}
          data-testid="api-key-copy"
        />
      </Tooltip>
    </Flex>
  );
}
