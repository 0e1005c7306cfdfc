import { Card, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import '../setup.css';

const TITLES = ['Create an application', 'Enable integrations', 'Set up a consumer', 'Get started'];

/** The wizard's frame: where the user is among the four steps, the step's title and its content. */
export function SetupFrame({ step, title, intro, children }: { step: 0 | 1 | 2 | 3; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="setup" data-testid="setup-wizard" data-step={step + 1}>
      <Steps className="setup__steps" size="small" current={step} responsive items={TITLES.map((text) => ({ title: text }))} />
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
