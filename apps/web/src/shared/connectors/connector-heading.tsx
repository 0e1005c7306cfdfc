import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { ConnectorLogo } from './connector-logo';
import connectorHeadingStyles from './connector-heading.css?inline';
import { addScreenStyles } from '../ui/screen-styles';

addScreenStyles('connector-heading', connectorHeadingStyles);

/** A connector screen's heading: logo, name (an ellipsis when long) and what the screen adds below it. */
export function ConnectorHeading({
  connector,
  testId,
  children,
}: {
  connector: ConnectorAnswer;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="connector-heading">
      <ConnectorLogo connector={connector} size={56} />
      <div className="connector-heading__text">
        <Typography.Title level={2} style={{ margin: 0 }} ellipsis={{ tooltip: connector.name }} data-testid={testId}>
          {connector.name}
        </Typography.Title>
        {children}
      </div>
    </div>
  );
}
