import type { User } from '@portal/shared/users/users.schemas';
import { Card, Empty, Typography } from 'antd';

interface DashboardPageProps {
  user: User;
}

/** Dashboard: a welcome and, until applications exist, an empty state (its real content comes later). */
export function DashboardPage({ user }: DashboardPageProps) {
  const name = user.profile.name.trim() || user.email;
  return (
    <div data-testid="dashboard-page">
      <Typography.Title level={2}>Welcome, {name}</Typography.Title>
      <Card>
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
      </Card>
    </div>
  );
}
