import type { ExplorerMethod } from '@portal/shared/explorer/explorer.schemas';
import { Tag } from 'antd';

/** Method badge colours (001 §9): GET success, POST processing, PUT and PATCH warning, DELETE error. */
const COLOURS: Record<ExplorerMethod, string> = {
  GET: 'success',
  POST: 'processing',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'error',
};

export function MethodBadge({ method }: { method: ExplorerMethod }) {
  return (
    <Tag color={COLOURS[method]} className="explorer__method" data-method={method}>
      {method}
    </Tag>
  );
}
