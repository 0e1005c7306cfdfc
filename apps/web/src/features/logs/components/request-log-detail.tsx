import type { RequestLog } from '@portal/shared/request-logs/request-logs.schemas';
import { Descriptions, Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { HttpStatusBadge } from '../../../shared/ui/http-status-badge';

/** JSON text formatted; any other text as it is. */
function formatted(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** A body as formatted JSON (text as it is). */
function Body({ value, truncated }: { value: unknown; truncated?: boolean }) {
  if (value === null || value === undefined || value === '')
    return <Typography.Text type="secondary">(empty)</Typography.Text>;
  const text = formatted(value);
  return (
    <>
      <pre className="logs__code">{text}</pre>
      {truncated && <Typography.Text type="secondary">Cut at 16 KiB</Typography.Text>}
    </>
  );
}

const Headers = ({ headers }: { headers: Record<string, string> }) => (
  <Body value={Object.keys(headers).length ? headers : null} />
);

/**
 * A request log opened: the request and its answer, then the vendor calls it made (001 §2: 'No sub logs' when none).
 */
export function RequestLogDetail({ log }: { log: RequestLog }) {
  return (
    <div className="logs__detail" data-testid="log-detail">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Request">
          <Typography.Text code>{log.request.method}</Typography.Text>{' '}
          <Typography.Text className="logs__url">{log.request.url}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Request headers">
          <Headers headers={log.request.headers} />
        </Descriptions.Item>
        <Descriptions.Item label="Request body">
          <Body value={log.request.body} truncated={log.request.truncated} />
        </Descriptions.Item>
        <Descriptions.Item label="Response">
          <HttpStatusBadge status={log.response.status} /> {Math.round(log.response.latencyMs)} ms
        </Descriptions.Item>
        <Descriptions.Item label="Response headers">
          <Headers headers={log.response.headers} />
        </Descriptions.Item>
        <Descriptions.Item label="Response body">
          <Body value={log.response.body} truncated={log.response.truncated} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Sub requests
      </Typography.Title>
      {log.subRequests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No sub logs" />
      ) : (
        log.subRequests.map((sub, index) => (
          <details key={`${sub.startedAt}-${index}`} className="logs__sub" data-testid="sub-log">
            <summary>
              <Flex gap={8} align="center" wrap component="span">
                <Typography.Text code>{sub.method}</Typography.Text>
                <HttpStatusBadge status={sub.status} />
                <Typography.Text className="logs__url">{sub.url}</Typography.Text>
                <Typography.Text type="secondary">
                  {Math.round(sub.latencyMs)} ms · {dayjs(sub.startedAt).format('DD/MM/YYYY HH:mm:ss')}
                </Typography.Text>
              </Flex>
            </summary>
            {sub.error && <Typography.Text type="danger">{sub.error}</Typography.Text>}
            <Typography.Text strong>Request</Typography.Text>
            <Headers headers={sub.requestHeaders} />
            <Body value={sub.requestBody} />
            <Typography.Text strong>Response</Typography.Text>
            <Headers headers={sub.responseHeaders} />
            <Body value={sub.responseBody} truncated={sub.truncated} />
          </details>
        ))
      )}
    </div>
  );
}
