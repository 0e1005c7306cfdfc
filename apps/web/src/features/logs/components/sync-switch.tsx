import { Flex, Switch, Typography } from 'antd';

/**
 * "Show scheduled syncs" (issue 25): the platform's own change-detection calls are hidden from the request logs by
 * default and counted apart, whatever the switch says, so a flood of them never buries the team's calls.
 */
export function SyncSwitch({
  shown,
  count,
  onChange,
}: {
  shown: boolean;
  count: number | undefined;
  onChange: (shown: boolean) => void;
}) {
  const counted =
    count === undefined
      ? ''
      : `${count.toLocaleString('en-US')} scheduled sync${count === 1 ? '' : 's'} ${shown ? 'listed' : 'hidden'}`;
  return (
    <Flex gap={8} align="center" wrap className="logs__syncs" data-testid="logs-syncs">
      <Switch size="small" checked={shown} onChange={onChange} id="logs-show-syncs" data-testid="logs-syncs-switch" />
      <label htmlFor="logs-show-syncs">Show scheduled syncs</label>
      {counted && (
        <Typography.Text type="secondary" data-testid="logs-syncs-count">
          ({counted}: the platform’s own calls, never counted as requests)
        </Typography.Text>
      )}
    </Flex>
  );
}
