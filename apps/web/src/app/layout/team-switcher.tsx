import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { createAccountBodySchema } from '@portal/shared/accounts/accounts.schemas';
import { Button, Dropdown, Form, Input, Tag, Tooltip, Typography, message, type MenuProps } from 'antd';
import { useState } from 'react';
import { useCreateAccountMutation } from '../../features/accounts/api';
import { useUpdateMetaMutation } from '../../features/users/api';
import { toApiError } from '../../shared/lib/api-error';
import { useSchemaForm } from '../../shared/lib/use-schema-form';
import { FormModal } from '../../shared/ui/form-modal';
import { useWorkspace } from '../../shared/workspace/workspace';

const CREATE_KEY = '__create-team';

/** The header's team switcher: the current team (kept in users/meta accountId), the user's other teams, and Create team. */
export function TeamSwitcher() {
  const { team, teams } = useWorkspace();
  const [switchTeam, switching] = useUpdateMetaMutation();
  const [createAccount, creating] = useCreateAccountMutation();
  const [creatingOpen, setCreatingOpen] = useState(false);
  // The name's tooltip stays away while the menu is open: it would cover the menu.
  const [menuOpen, setMenuOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const { rules, showServerError, onValuesChange } = useSchemaForm(form, createAccountBodySchema, { fallback: 'name' });
  const [toast, toastHolder] = message.useMessage();

  const choose = async (accountId: string) => {
    if (accountId === team?.id) return;
    try {
      await switchTeam({ accountId }).unwrap();
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    }
  };

  const create = async ({ name }: { name: string }) => {
    try {
      const created = await createAccount({ name: name.trim() }).unwrap();
      await switchTeam({ accountId: created.id }).unwrap();
      form.resetFields();
      setCreatingOpen(false);
      void toast.success(`Team ${created.name} was created`);
    } catch (failure) {
      showServerError(failure);
    }
  };

  const items: MenuProps['items'] = [
    ...teams.map((account) => ({
      key: account.id,
      icon: account.id === team?.id ? <CheckOutlined aria-hidden /> : <span aria-hidden style={{ display: 'inline-block', width: 14 }} />,
      label: (
        <span data-testid="team-option" className="team-switcher__option">
          <Typography.Text ellipsis title={account.name} className="team-switcher__option-name">
            {account.name}
          </Typography.Text>
          <Tag style={{ marginInlineStart: 8 }}>{ROLE_DISPLAY_NAMES[account.role]}</Tag>
        </span>
      ),
    })),
    { type: 'divider' as const },
    { key: CREATE_KEY, icon: <PlusOutlined aria-hidden />, label: <span data-testid="create-team">Create team</span> },
  ];

  return (
    <>
      {toastHolder}
      <Dropdown
        trigger={['click']}
        // A long team name is cut, not a menu as wide as the name.
        overlayClassName="team-switcher__menu"
        onOpenChange={setMenuOpen}
        menu={{
          items,
          selectable: true,
          selectedKeys: team ? [team.id] : [],
          onClick: ({ key }) => {
            if (key === CREATE_KEY) setCreatingOpen(true);
            else void choose(key);
          },
        }}
      >
        <Button type="text" className="app-header__team" loading={switching.isLoading} aria-label="Switch team" data-testid="current-team">
          <TeamOutlined aria-hidden />
          {team ? (
            <>
              <Tooltip title={team.name} placement="bottom" {...(menuOpen ? { open: false } : {})}>
                <Typography.Text strong ellipsis className="app-header__team-name" data-testid="current-team-name">
                  {team.name}
                </Typography.Text>
              </Tooltip>
              <Tag className="app-header__role" data-testid="current-team-role">
                {ROLE_DISPLAY_NAMES[team.role]}
              </Tag>
            </>
          ) : (
            <Typography.Text type="secondary">No team yet</Typography.Text>
          )}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <FormModal
        form={form}
        loading={creating.isLoading || switching.isLoading}
        title="Create team"
        open={creatingOpen}
        okText="Create"
        onCancel={() => {
          form.resetFields();
          setCreatingOpen(false);
        }}
        forceRender
        data-testid="create-team-modal"
      >
        <Typography.Paragraph type="secondary">You are the Owner of the teams you create; invite your colleagues from Account Settings.</Typography.Paragraph>
        <Form form={form} name="create-team" layout="vertical" requiredMark={false} onValuesChange={onValuesChange} onFinish={(values) => void create(values)}>
          <Form.Item label="Team name" name="name" rules={rules('name')} validateTrigger="onBlur">
            <Input autoComplete="organization" maxLength={100} />
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}
