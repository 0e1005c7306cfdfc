import { Button, Card, Empty, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { resumePathOf, takeResumeTurn } from '../../../shared/lib/onboarding';
import { paths } from '../../../shared/lib/paths';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetApplicationStatsQuery } from '../../../shared/api/stats';
import { CountsCard } from '../components/counts-card';
import { RequestsCard } from '../components/requests-card';
import dashboardStyles from '../dashboard.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('dashboard', dashboardStyles);

// The heavier cards (antd's Steps, Table and Progress) come in chunks of their own after the first paint (issue 9's
// LCP).
const GetStarted = lazy(async () => ({ default: (await import('../components/get-started')).GetStarted }));
const LatestLogsCard = lazy(async () => ({ default: (await import('../components/latest-logs-card')).LatestLogsCard }));
const PlanUsageCard = lazy(async () => ({ default: (await import('../components/plan-usage-card')).PlanUsageCard }));

// react-joyride comes with the tour's chunk, loaded only while the dashboard guide is not completed.
const DashboardTour = lazy(() => import('../components/dashboard-tour'));

/** The application's statistics: the Get started stepper and the counts, from one read. */
function ApplicationStatistics({ applicationId, tour }: { applicationId: string; tour: boolean }) {
  const { environment } = useWorkspace();
  const stats = useGetApplicationStatsQuery({ id: applicationId, environment }, { refetchOnMountOrArgChange: true });
  return (
    <QueryGate
      query={stats}
      errorTitle="We could not load the application's numbers"
      testId="dashboard-stats"
      skeletonRows={2}
    >
      {(counts) => (
        <>
          <Suspense fallback={null}>
            <GetStarted stats={counts} />
          </Suspense>
          <CountsCard stats={counts} />
          {tour && (
            <Suspense fallback={null}>
              <DashboardTour />
            </Suspense>
          )}
        </>
      )}
    </QueryGate>
  );
}

/** Without an application: the setup wizard's first step is offered (001 §2). */
function NoApplication() {
  return (
    <Card data-testid="dashboard-no-application">
      <Empty
        description={
          <>
            <Typography.Text strong>You have no applications yet</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              An application holds your API keys, integrations and consumers. Create one to make your first call.
            </Typography.Text>
          </>
        }
      >
        <Link to={paths.setupWizard.start}>
          <Button type="primary">Create application</Button>
        </Link>
      </Empty>
    </Card>
  );
}

/** Dashboard (001 §2): application ID, Get started, counts, requests chart, last API logs, plan and usage. */
export function DashboardPage() {
  const { user, team, applications, application } = useWorkspace();
  const name = user.profile.name.trim() || user.email;
  // A user who left the setup wizard mid-way is sent back to their step, once per tab (000 §4).
  const [wizard] = useState(() => {
    const resume = resumePathOf(
      user.meta,
      applications.map((candidate) => candidate.id),
    );
    return resume && takeResumeTurn() ? resume : null;
  });
  if (wizard) return <Navigate to={wizard} replace />;
  return (
    <div className="dashboard" data-testid="dashboard-page">
      <Typography.Title level={2} className="dashboard__title" data-tour="dashboard-welcome">
        Welcome, {name}
      </Typography.Title>
      {application ? (
        <>
          <Card size="small" data-testid="dashboard-application">
            <div className="dashboard__application">
              <Typography.Text strong ellipsis={{ tooltip: application.name }}>
                {application.name}
              </Typography.Text>
              <span className="dashboard__application-id">
                <Typography.Text type="secondary">Application ID</Typography.Text>
                <Typography.Text
                  copyable={{ tooltips: ['Copy', 'Application ID copied'] }}
                  code
                  data-testid="dashboard-application-id"
                >
                  {application.id}
                </Typography.Text>
              </span>
            </div>
          </Card>
          <ApplicationStatistics applicationId={application.id} tour={!user.guides.completedDashboard} />
          <div className="dashboard__grid">
            <RequestsCard applicationId={application.id} />
            <Suspense fallback={<Card loading title="Plan & usage" />}>
              {team && <PlanUsageCard teamId={team.id} />}
            </Suspense>
          </div>
          <Suspense fallback={<Card loading title="API logs" />}>
            <LatestLogsCard applicationId={application.id} />
          </Suspense>
        </>
      ) : (
        <NoApplication />
      )}
    </div>
  );
}
