import { Tag } from 'antd';

/**
 * An HTTP status as a badge (001 §8): 2xx green, 3xx yellow, 4xx and 5xx red; 'no answer' when none came (null or 0).
 */
export function HttpStatusBadge({ status }: { status: number | null }) {
  if (status === null || status === 0) return <Tag>no answer</Tag>;
  return (
    <Tag color={status < 300 ? 'success' : status < 400 ? 'warning' : 'error'} data-testid="status-badge">
      {status}
    </Tag>
  );
}
