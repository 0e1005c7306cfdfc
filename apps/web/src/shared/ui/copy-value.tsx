import CopyOutlined from '@ant-design/icons/CopyOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';

interface CopyValueProps {
  label: string;
  value: string;
  /** Shown as dots until revealed (a password). */
  secret?: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
  testId: string;
}

/** A labelled value with a copy button (and reveal for a secret); copying says so in a toast. */
export function CopyValue({ label, value, secret = false, notify, testId }: CopyValueProps) {
  const [shown, setShown] = useState(!secret);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', `${label} copied`);
    } catch {
      notify('error', 'Your browser did not allow copying');
    }
  };
  return (
    <div className="copy-value">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Flex align="center" gap={4}>
        <Typography.Text code className="copy-value__text" data-testid={testId}>
          {shown ? value : '••••••••'}
        </Typography.Text>
        {secret && (
          <Tooltip title={shown ? 'Hide' : 'Show'}>
            <Button
              type="text"
              size="small"
              aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
              icon={shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
              onClick={() => setShown(!shown)}
            />
          </Tooltip>
        )}
        <Tooltip title="Copy">
          <Button
            type="text"
            size="small"
            aria-label={`Copy ${label}`}
            icon={<CopyOutlined aria-hidden />}
            onClick={() => void copy()}
          />
        </Tooltip>
      </Flex>
    </div>
  );
}
