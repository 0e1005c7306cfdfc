import { Card, Steps, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useWorkspace } from '../../../shared/workspace/workspace';
import setupStyles from '../setup.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('setup', setupStyles);

// react-joyride comes with the tour's chunk, loaded only while the onboarding tour is not done.
const SetupTour = lazy(() => import('./setup-tour'));

const TITLES = ['Create an application', 'Enable integrations', 'Set up a consumer', 'Get started'];

/** The wizard's frame: where the user is among the four steps, the step's title and its content. */
export function SetupFrame({
  step,
  title,
  intro,
  children,
}: {
  step: 0 | 1 | 2 | 3;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { user } = useWorkspace();
  return (
    <div className="setup" data-testid="setup-wizard" data-step={step + 1}>
      {!user.guides.completedConsumer && (
        <Suspense fallback={null}>
          <SetupTour screen={step} />
        </Suspense>
      )}
      <div data-tour="setup-steps">
        <Steps
          className="setup__steps"
          size="small"
          current={step}
          responsive
          items={TITLES.map((text) => ({ title: text }))}
        />
      </div>
      <Card className="setup__card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        {children}
      </Card>
    </div>
  );
}
