import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';

/** What every connection in the test environment is (issue 27), said instead of any settings. */
export const TEST_CONNECTION_NOTE = 'In test, connections use the sandbox: no vendor credentials needed.';

/** A connector without a simulator, in test: nothing to connect there. */
export const noSimulatorNote = (connector: Pick<ConnectorAnswer, 'name'>) =>
  `${connector.name} has no simulator: connect it in live, with the vendor's credentials.`;

/**
 * Live: a sandbox connection made before environments keeps working until its owner gives it real settings; live
 * offers no sandbox otherwise (the simulators are test's). The application's own connection and a consumer's say it
 * alike.
 */
export function LegacySandboxNote({
  connector,
  testId,
  style,
}: {
  connector: Pick<ConnectorAnswer, 'name'>;
  testId: string;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title="This live connection uses the sandbox"
      description={
        `It was connected to the ${connector.name} simulator before environments and keeps working until real ` +
        'settings are saved here. New sandbox connections are made in the test environment.'
      }
      style={style}
      data-testid={testId}
    />
  );
}
