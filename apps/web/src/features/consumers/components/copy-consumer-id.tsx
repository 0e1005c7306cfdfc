import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { CONSUMER_MESSAGES as M } from '@portal/shared/consumers/consumers.constants';
import { Button, Tooltip } from 'antd';

interface CopyConsumerIdProps {
  id: string;
  notify: (kind: 'success' | 'error', text: string) => void;
}

/** Copies a consumer's id, with the 'Consumer ID copied' confirmation (001 §8). */
export function CopyConsumerId({ id, notify }: CopyConsumerIdProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      notify('success', M.copied);
    } catch {
      notify('error', 'Your browser did not allow copying');
    }
  };
  return (
    <Tooltip title="Copy Consumer ID">
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined aria-hidden />}
        aria-label="Copy Consumer ID"
        onClick={() => void copy()}
        data-testid="copy-consumer-id"
      />
    </Tooltip>
  );
}
