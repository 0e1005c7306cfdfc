import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Tooltip } from 'antd';

/** What every count of API calls counts (issue 25: the Dashboard, the plan card and the Overview agree). */
export const COUNTED_CALLS_HELP =
  'Counts the calls the platform served, whatever the vendor answered. A call the platform refused itself (a 4xx of its own, e.g. no callable connection or the plan’s limit reached) is logged but neither billed nor counted; nor are scheduled syncs.';

/** A question mark beside a count of API calls, whose tooltip says what is counted (focusable, for the keyboard). */
export function CountedCallsHelp({ testId }: { testId?: string }) {
  return (
    <Tooltip title={COUNTED_CALLS_HELP}>
      <QuestionCircleOutlined
        tabIndex={0}
        role="img"
        aria-label={COUNTED_CALLS_HELP}
        style={{ marginLeft: 6, cursor: 'help' }}
        data-testid={testId}
      />
    </Tooltip>
  );
}
