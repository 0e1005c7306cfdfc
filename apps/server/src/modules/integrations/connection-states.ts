import type { ConnectionState } from '@portal/shared/connectors/connectors.constants';
import type { ValidationErrorItem } from '@portal/shared/common/validation';
import type { Connector } from '../../connectors/catalog/connector-types';
import type { CredentialCheckResult } from '../../connectors/credentials/check-credentials';

/** The state a credential check leaves a connection in. */
export function stateAfter(
  check: CredentialCheckResult,
  hasToken: boolean,
  current: ConnectionState | undefined,
  connector: Connector,
): ConnectionState {
  if (check.state === 'callable') return 'callable';
  if (check.state === 'invalid') return 'invalid';
  // Files: callable once a file has arrived; OAuth: authorized once a token is kept.
  if (connector.receivesFiles && current === 'callable') return 'callable';
  return hasToken ? 'authorized' : 'added';
}

/** A validation error under `settings.<name>` for each issue, where the settings form shows it. */
export function settingsErrors(issues: Array<{ path: string; message: string }>): ValidationErrorItem[] {
  const children = issues.map(({ path, message }) => ({
    property: path || 'settings',
    constraints: { isValid: message },
    children: [],
  }));
  return [{ property: 'settings', constraints: {}, children }];
}
