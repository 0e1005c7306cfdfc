import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { HttpStatusBadge } from '../../../shared/ui/http-status-badge';
import type { ExplorerResponse } from '../lib/data-plane';

/**
 * The response of the last run (001 §7, §8): the status badge (none for status 0), the error class, headers and data;
 * scrolled into view when it arrives.
 */
export function ResponsePanel({ response }: { response: ExplorerResponse | null }) {
  // A new response is brought into view (below the form on most screens): Run shows what it did.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (response) panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [response]);
  return (
    <Card
      ref={panel}
      size="small"
      title="Response"
      className="explorer__response"
      extra={
        response && (
          <Flex gap={4}>
            {response.status !== 0 && <HttpStatusBadge status={response.status} />}
            {response.error && <Tag color="error">{response.error}</Tag>}
          </Flex>
        )
      }
      data-testid="explorer-response"
    >
      {response ? (
        <pre className="explorer__code explorer__code--response" data-testid="explorer-response-body">
          {typeof response.data === 'string' ? response.data : JSON.stringify(response.data, null, 2)}
        </pre>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<Typography.Text type="secondary">Run the request to see its response</Typography.Text>}
        />
      )}
    </Card>
  );
}
