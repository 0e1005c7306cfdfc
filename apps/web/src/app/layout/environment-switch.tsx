import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import type { Environment } from '@portal/shared/common/environment';
import { Button, Dropdown, Tag, Typography, message, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { toApiError } from '../../shared/lib/api-error';
import { matchesPattern, paths } from '../../shared/lib/paths';
import { addScreenStyles } from '../../shared/ui/screen-styles';
import { useWorkspace } from '../../shared/workspace/workspace';
import environmentStyles from './environment-switch.css?inline';

addScreenStyles('environment-switch', environmentStyles);

/** What each environment is, as its menu entry says it. */
const ENVIRONMENT_OPTIONS: { key: Environment; label: string; description: string }[] = [
  {
    key: 'test',
    label: 'Test',
    description: 'Test keys and sandbox connections: nothing reaches a vendor or your bill',
  },
  { key: 'live', label: 'Live', description: "Live keys and your consumers' real connections" },
];

/**
 * The "TEST" tag every signed-in screen shows while the user works in the test environment (issue 27): on the
 * environment switch in the header.
 */
export function TestTag() {
  return (
    <Tag className="app-header__test-tag" data-testid="environment-test-tag">
      TEST
    </Tag>
  );
}

const PROMOTION_KEY = '__promotion';

/** Screens about one consumer: a consumer lives in one environment, so the other's list is where a switch leads. */
const ONE_CONSUMER = [paths.consumer.pattern, paths.consumerService.pattern];

/**
 * The header's environment control, beside the application switcher: Test or Live, kept per user (users/meta), and
 * the way to "Promote test settings to live". In test its face is the TEST tag (and the header is amber,
 * environment-switch.css); in live it reads "Live".
 */
export function EnvironmentSwitch() {
  const { team, environment, chooseEnvironment } = useWorkspace();
  const [toast, toastHolder] = message.useMessage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!team) return null;

  const items: MenuProps['items'] = [
    ...ENVIRONMENT_OPTIONS.map((option) => ({
      key: option.key,
      icon:
        option.key === environment ? (
          <CheckOutlined aria-hidden />
        ) : (
          <span aria-hidden style={{ display: 'inline-block', width: 14 }} />
        ),
      label: (
        <span className="environment-switch__option" data-testid={`environment-option-${option.key}`}>
          <Typography.Text strong>{option.label}</Typography.Text>
          <Typography.Text type="secondary" className="environment-switch__description">
            {option.description}
          </Typography.Text>
        </span>
      ),
    })),
    { type: 'divider' as const },
    {
      key: PROMOTION_KEY,
      icon: <RocketOutlined aria-hidden />,
      label: <span data-testid="environment-promotion">Promote test settings to live</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === PROMOTION_KEY) return void navigate(paths.promotion);
    if (key === environment) return;
    if (ONE_CONSUMER.some((pattern) => matchesPattern(pattern, pathname))) void navigate(paths.consumers);
    chooseEnvironment(key as Environment).catch((failure: unknown) => void toast.error(toApiError(failure).message));
  };

  return (
    <>
      {toastHolder}
      <Dropdown
        trigger={['click']}
        overlayClassName="environment-switch__menu"
        menu={{ items, selectable: true, selectedKeys: [environment], onClick }}
      >
        <Button
          type="text"
          className="app-header__environment"
          aria-label={`Environment: ${environment === 'test' ? 'Test' : 'Live'}. Switch environment`}
          data-testid="environment-switch"
          data-environment={environment}
        >
          {environment === 'test' ? (
            <TestTag />
          ) : (
            <Typography.Text className="app-header__live" data-testid="environment-live-label">
              <span className="app-header__live-dot" aria-hidden />
              Live
            </Typography.Text>
          )}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </>
  );
}
