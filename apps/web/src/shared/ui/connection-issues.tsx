import { Alert, Flex } from 'antd';
import dayjs from 'dayjs';
import type { Connection, ConsumerIssues } from '@portal/shared/integrations/integrations.schemas';

/**
 * A connection's issues (issue 13, connection health): the vendor refused it (invalid), or most of its calls
 * failed in more than half of the last 24 hours (failing). Nothing when it is healthy.
 */
export function ConnectionIssues({
  connection,
}: {
  connection: Pick<Connection, 'state' | 'invalidReason' | 'failingSince'>;
}) {
  const invalid = connection.state === 'invalid' && connection.invalidReason;
  if (!invalid && !connection.failingSince) return null;
  return (
    <Flex vertical gap={12}>
      {invalid && (
        <Alert
          type="error"
          showIcon
          title="Invalid"
          description={connection.invalidReason}
          data-testid="connection-invalid"
        />
      )}
      {connection.failingSince && (
        <Alert
          type="warning"
          showIcon
          title="Calls failing"
          description={`Since ${dayjs(connection.failingSince).format('DD/MM/YYYY HH:mm')}, most calls through this connection failed in more than half of the last 24 hours. The request logs show what the vendor answered.`}
          data-testid="connection-failing"
        />
      )}
    </Flex>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** On an integration: how many of the consumers' connections to it have an issue. */
export function ConsumerConnectionIssues({ issues }: { issues: ConsumerIssues }) {
  if (issues.invalid === 0 && issues.failing === 0) return null;
  const parts = [
    issues.invalid > 0
      ? `${plural(issues.invalid, "consumer's connection is", "consumers' connections are")} invalid`
      : undefined,
    issues.failing > 0
      ? `${plural(issues.failing, "consumer's connection is", "consumers' connections are")} failing`
      : undefined,
  ].filter(Boolean);
  return (
    <Alert
      type="warning"
      showIcon
      title="Consumer connections with issues"
      description={`${parts.join('; ')}. Each consumer's page shows what happened.`}
      data-testid="consumer-connection-issues"
    />
  );
}
