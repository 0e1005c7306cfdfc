import type { ApplicationStats } from '@portal/shared/stats/stats.schemas';
import { Card, Steps } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';

/**
 * 001 §4, with the last step kept until it is done (issue 25): step 1 while no integration is enabled, 2 once one is
 * but no consumer exists, 3 (Make your first call) until the unified API first answered in 2xx, then hidden (4).
 */
export function getStartedStep(
  stats: Pick<ApplicationStats, 'integrations' | 'consumers' | 'successfulCalls'>,
): 1 | 2 | 3 | 4 {
  if (stats.successfulCalls > 0) return 4;
  if (stats.consumers > 0) return 3;
  return stats.integrations > 0 ? 2 : 1;
}

/** The Get started stepper of the Dashboard: each step links to where its work is done. */
export function GetStarted({ stats }: { stats: ApplicationStats }) {
  const step = getStartedStep(stats);
  if (step === 4) return null;
  return (
    <Card title="Get started" className="dashboard__get-started" data-testid="get-started" data-step={step}>
      <Steps
        current={step - 1}
        responsive
        items={[
          {
            title: <Link to={paths.integrations}>Enable an integration</Link>,
            content: 'Choose the services your product connects to.',
          },
          {
            title: <Link to={paths.consumers}>Add a consumer</Link>,
            content: 'A consumer is one of your customers, with their own connections.',
          },
          {
            title: <Link to={paths.explorer}>Make your first call</Link>,
            content: (
              <>
                Call the unified API with an API key from <Link to={paths.credentials}>Credentials</Link> and the
                consumer, e.g. in the Explorer.
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
