import type { ApplicationStats } from '@portal/shared/stats/stats.schemas';
import { Card, Statistic } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';

const COUNTS = [
  { key: 'consumers', title: 'Consumers', to: paths.consumers },
  { key: 'integrations', title: 'Integrations', to: paths.integrations },
  { key: 'webhooks', title: 'Webhooks', to: paths.webhooks },
] as const;

/** The application's consumers, enabled integrations and webhooks, each a link to its screen (001 §2). */
export function CountsCard({ stats }: { stats: ApplicationStats }) {
  return (
    <div className="dashboard__counts" data-tour="dashboard-statistics">
      {COUNTS.map((count) => (
        <Link
          key={count.key}
          to={count.to}
          className="dashboard__count-link"
          data-testid={`dashboard-count-${count.key}`}
        >
          <Card hoverable size="small">
            <Statistic title={count.title} value={stats[count.key]} />
          </Card>
        </Link>
      ))}
    </div>
  );
}
