import { Card, Empty, Typography } from 'antd';
import { useWorkspace } from '../../../shared/workspace/workspace';

/** Dashboard: a welcome and the current application (its statistics and logs come with their issues). */
export function DashboardPage() {
  const { user, application } = useWorkspace();
  const name = user.profile.name.trim() || user.email;
  return (
    <div data-testid="dashboard-page">
      <Typography.Title level={2}>Welcome, {name}</Typography.Title>
      <Card>
        {application ? (
          <div data-testid="dashboard-application">
            <Typography.Title level={4} ellipsis={{ tooltip: application.name }} style={{ marginTop: 0 }}>
              {application.name}
            </Typography.Title>
            <Typography.Text type="secondary">Application ID </Typography.Text>
            <Typography.Text copyable={{ tooltips: ['Copy', 'Application ID copied'] }} code>
              {application.id}
            </Typography.Text>
          </div>
        ) : (
          <Empty
            description={
              <>
                <Typography.Text strong>You have no applications yet</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  Applications hold your credentials, integrations and consumers. Once your team has one, its usage and
                  recent requests appear here.
                </Typography.Text>
              </>
            }
          />
        )}
      </Card>
    </div>
  );
}
