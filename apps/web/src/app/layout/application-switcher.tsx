import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Button, Dropdown, Tooltip, Typography, message, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateApplication, useEligibleTeams } from '../../features/applications/components/create-application';
import { toApiError } from '../../shared/lib/api-error';
import { paths } from '../../shared/lib/paths';
import { useWorkspace } from '../../shared/workspace/workspace';

const OVERVIEW_KEY = '__overview';
const CREATE_KEY = '__create-application';

/**
 * The header's application control: the current application (saved in users/meta), the team's others, Overview and
 * Create.
 */
export function ApplicationSwitcher() {
  const { team, applications, application, chooseApplication } = useWorkspace();
  const mayCreate = useEligibleTeams().some((candidate) => candidate.id === team?.id);
  const create = useCreateApplication();
  const navigate = useNavigate();
  const [toast, toastHolder] = message.useMessage();
  // The name's tooltip would cover the menu's first entry: it shows only while the menu is closed.
  const [menuOpen, setMenuOpen] = useState(false);
  if (!team) return null;

  const items: MenuProps['items'] = [
    ...applications.map((candidate) => ({
      key: candidate.id,
      icon:
        candidate.id === application?.id ? (
          <CheckOutlined aria-hidden />
        ) : (
          <span aria-hidden style={{ display: 'inline-block', width: 14 }} />
        ),
      label: (
        <span className="app-header__option" data-testid="application-option">
          {candidate.name}
        </span>
      ),
    })),
    ...(applications.length > 0 ? [{ type: 'divider' as const }] : []),
    {
      key: OVERVIEW_KEY,
      icon: <UnorderedListOutlined aria-hidden />,
      label: <span data-testid="open-overview">Overview</span>,
    },
    ...(mayCreate
      ? [
          {
            key: CREATE_KEY,
            icon: <PlusOutlined aria-hidden />,
            label: <span data-testid="header-create-application">Create application</span>,
          },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === OVERVIEW_KEY) return void navigate(paths.overview);
    if (key === CREATE_KEY) return create();
    const chosen = applications.find((candidate) => candidate.id === key);
    if (chosen && chosen.id !== application?.id) {
      chooseApplication(chosen).catch((failure: unknown) => void toast.error(toApiError(failure).message));
    }
  };

  return (
    <>
      {toastHolder}
      <Dropdown
        trigger={['click']}
        onOpenChange={setMenuOpen}
        menu={{ items, selectable: true, selectedKeys: application ? [application.id] : [], onClick }}
      >
        <Button
          type="text"
          className="app-header__switch"
          aria-label="Switch application"
          data-testid="current-application"
        >
          <AppstoreOutlined aria-hidden />
          <Tooltip title={application?.name} placement="bottom" {...(menuOpen ? { open: false } : {})}>
            <Typography.Text
              strong={Boolean(application)}
              type={application ? undefined : 'secondary'}
              className="app-header__switch-name"
              data-testid="current-application-name"
            >
              {application?.name ?? 'No application'}
            </Typography.Text>
          </Tooltip>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </>
  );
}
