import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { api, createApplication, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { paths } from '../../../shared/lib/paths';
import { getStartedStep } from '../components/get-started';
import { DashboardPage } from './dashboard-page';

const renderDashboard = (token: string) =>
  renderWithProviders(<DashboardPage />, {
    token,
    workspace: 'resolved',
    path: paths.dashboard,
    initialEntry: paths.dashboard,
  });

describe('Get started stepper (001 §4)', () => {
  it('is at step 1 without an enabled integration, 2 with one and no consumer, 3 once a consumer exists, hidden (4) after a successful call', () => {
    expect(getStartedStep({ integrations: 0, consumers: 0, successfulCalls: 0 })).toBe(1);
    expect(getStartedStep({ integrations: 1, consumers: 0, successfulCalls: 0 })).toBe(2);
    expect(getStartedStep({ integrations: 1, consumers: 2, successfulCalls: 0 })).toBe(3);
    expect(getStartedStep({ integrations: 0, consumers: 1, successfulCalls: 0 })).toBe(3);
    expect(getStartedStep({ integrations: 1, consumers: 1, successfulCalls: 1 })).toBe(4);
  });
});

describe('DashboardPage (001 §2)', { timeout: 30_000 }, () => {
  it('without an application offers the setup wizard', async () => {
    const owner = await signUp({ name: 'Nora' });
    renderDashboard(owner.token);
    const card = await screen.findByTestId('dashboard-no-application');
    expect(within(card).getByRole('link', { name: 'Create application' })).toHaveAttribute(
      'href',
      paths.setupWizard.start,
    );
  });

  it('shows the application ID, the stepper through its states, zero counts with links, the empty chart, no logs and the Free plan', async () => {
    const owner = await signUp({ name: 'Ada' });
    const application = await createApplication(owner.token, owner.teamId, 'Payroll');
    const view = renderDashboard(owner.token);
    expect(await screen.findByTestId('dashboard-application-id')).toHaveTextContent(application.id);
    expect(await screen.findByTestId('get-started')).toHaveAttribute('data-step', '1');
    for (const [key, to] of [
      ['consumers', paths.consumers],
      ['integrations', paths.integrations],
      ['webhooks', paths.webhooks],
    ] as const) {
      const count = screen.getByTestId(`dashboard-count-${key}`);
      expect(count).toHaveAttribute('href', to);
      expect(count).toHaveTextContent('0');
    }
    expect(await screen.findByText('Not data available yet')).toBeVisible();
    expect(await screen.findByText('No logs')).toBeVisible();
    expect(screen.getByTestId('dashboard-logs-view-all')).toHaveAttribute('href', paths.logs);
    expect(await screen.findByTestId('dashboard-plan-name')).toHaveTextContent('Free');
    expect(screen.getByTestId('dashboard-plan-calls')).toHaveTextContent(
      'API calls this month, all applications of the team: 0 of 100',
    );
    const now = new Date();
    const day = (at: Date) =>
      at.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
    expect(screen.getByTestId('dashboard-plan-period')).toHaveTextContent(
      `${day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)))} – ${day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)))}`,
    );
    expect(screen.getByTestId('dashboard-plan-link')).toHaveAttribute('href', `${paths.accountSettings}?tab=plan`);
    view.unmount();

    await api.call(integrationsEndpoints.update, {
      token: owner.token,
      params: { serviceId: 'bamboohr' },
      body: { accountId: owner.teamId, serviceId: 'bamboohr', application: application.id, isEnabled: true },
    });
    const second = renderDashboard(owner.token);
    await waitFor(() => expect(screen.getByTestId('get-started')).toHaveAttribute('data-step', '2'));
    expect(screen.getByTestId('dashboard-count-integrations')).toHaveTextContent('1');
    second.unmount();

    await api.call(consumersEndpoints.create, {
      token: owner.token,
      body: { application: application.id, name: 'Acme' },
    });
    renderDashboard(owner.token);
    await waitFor(() => expect(screen.getByTestId('dashboard-count-consumers')).toHaveTextContent('1'));
    // A consumer exists, but no call yet: the stepper stays on its last step.
    await waitFor(() => expect(screen.getByTestId('get-started')).toHaveAttribute('data-step', '3'));
  });
});
