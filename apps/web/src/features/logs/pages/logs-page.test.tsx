import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxConsumer } from '../../../../../../test-support/sandbox-consumer';
import { paths } from '../../../shared/lib/paths';
import { api } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { LogsPage } from './logs-page';

const LOADED = { timeout: 10_000 };

describe('LogsPage (001 §2 Logs): a row opened', { timeout: 30_000 }, () => {
  it("reads the log whole when its row is expanded: the request and the answer's body, which the list does not carry", async () => {
    const sandbox = await sandboxConsumer(api, 'Ada');
    const called = await fetch(`${window.location.origin}/unified/hris/employees?pageSize=1`, {
      headers: { authorization: sandbox.authorization },
    });
    expect(called.status).toBe(200);
    const answered = (await called.json()) as { data: Array<{ firstName: string }> };
    // The log is written within a second (its writer batches).
    await waitFor(async () => {
      const listed = await api.call(requestLogsEndpoints.application, {
        token: sandbox.owner.token,
        query: { applicationId: sandbox.application, environment: sandbox.environment },
      });
      expect(listed.data).toHaveLength(1);
      expect(JSON.stringify(listed.data)).not.toContain(answered.data[0]!.firstName);
    }, LOADED);

    renderWithProviders(<LogsPage />, {
      token: sandbox.owner.token,
      workspace: 'resolved',
      path: paths.logs,
      initialEntry: paths.logs,
    });
    const table = await screen.findByTestId('application-logs-table', {}, LOADED);
    await within(table).findByText('/unified/hris/employees?pageSize=1', {}, LOADED);
    expect(screen.queryByTestId('log-detail')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Expand row' }));
    const detail = await screen.findByTestId('log-detail', {}, LOADED);
    expect(within(detail).getByText('Request body')).toBeVisible();
    expect(within(detail).getByText('Response body')).toBeVisible();
    expect(detail).toHaveTextContent(`"firstName": "${answered.data[0]!.firstName}"`);
    expect(detail).toHaveTextContent('200');
    expect(within(detail).getAllByTestId('sub-log').length).toBeGreaterThan(0);
  });
});
