import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Empty, Typography } from 'antd';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useCreateApplication, useEligibleTeams } from './create-application';

/** What a screen that needs an application shows while the team has none. */
export function NoApplication() {
  const { team } = useWorkspace();
  const create = useCreateApplication();
  const mayCreate = useEligibleTeams().some((candidate) => candidate.id === team?.id);
  return (
    <Empty
      data-testid="no-application"
      description={
        <>
          <Typography.Text strong>
            {team ? `${team.name} has no application yet` : 'No application yet'}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {mayCreate
              ? 'Applications hold your API keys, integrations and consumers. Create one to start.'
              : 'Applications hold the API keys, integrations and consumers. Ask an Owner or Admin of your team to create one.'}
          </Typography.Text>
        </>
      }
    >
      {mayCreate && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create} data-testid="no-application-create">
          Create application
        </Button>
      )}
    </Empty>
  );
}
