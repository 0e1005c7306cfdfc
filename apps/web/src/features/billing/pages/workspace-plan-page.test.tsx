import { BILLING_MESSAGES as M } from '@portal/shared/billing/billing.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { join, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { PlanBillingTab } from '../components/plan-billing-tab';
import { PaymentHistoryPage } from './payment-history-page';
import { WorkspacePlanPage } from './workspace-plan-page';

const card = async (id: string) => within(await screen.findByTestId(`plan-card-${id}`));
const day = (at: Date) =>
  at.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

describe('WorkspacePlan (without Stripe: the embedded default)', () => {
  it('shows the virtual plans with price and features; the Owner subscribes to Startup at once', async () => {
    const owner = await signUp();
    renderWithProviders(<WorkspacePlanPage />, { token: owner.token, workspace: 'resolved' });
    const free = await card('free');
    expect(free.getByText('€0.00 / month')).toBeVisible();
    expect(free.getByText('1 unified API')).toBeVisible();
    expect(free.getByText('Support: Ticket support')).toBeVisible();
    expect(free.getByText('Custom field mapping: no')).toBeVisible();
    expect(free.getByRole('button', { name: 'Current' })).toBeDisabled();
    expect(
      screen.getByText(
        'Paid plans billed by card need Stripe configured on this portal: the plans below switch at once.',
      ),
    ).toBeVisible();
    expect(screen.queryByTestId('plan-card-growth-monthly')).toBeNull();

    const startup = await card('startup');
    expect(startup.getByText('€49.00 / month')).toBeVisible();
    fireEvent.click(startup.getByRole('button', { name: 'Subscribe' }));
    // A paid plan billed outside Stripe asks first, with its price.
    const confirm = await screen.findByTestId('plan-confirm');
    expect(confirm.textContent).toBe(
      'Startup costs €49.00 / month. It starts at once, with its limits.No card is charged here: this plan is billed outside Stripe, by the portal’s operator.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Startup' }));
    expect(await findToast(M.switched)).toBe('success');
    expect(await (await card('startup')).findByRole('button', { name: /^Active since / })).toBeDisabled();
    expect((await card('free')).getByRole('button', { name: 'Downgrade' })).toBeEnabled();
  }, 30_000);

  it('shows a member the plans with the buttons disabled', async () => {
    const owner = await signUp();
    const member = await signUp();
    await join(owner.token, owner.teamId, member, 'developer');
    renderWithProviders(<WorkspacePlanPage />, { token: member.token, workspace: 'resolved' });
    expect((await card('startup')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  }, 30_000);
});

describe('Plan & Billing tab and payment history', () => {
  it('shows the Owner the plan, usage and Switch plan; a member no Switch plan; no payments: No billings yet', async () => {
    const owner = await signUp();
    const view = renderWithProviders(<PlanBillingTab />, { token: owner.token, workspace: 'resolved' });
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Free');
    expect(screen.getByText('0 of 100')).toBeVisible();
    // Without a Stripe subscription the calls count in the calendar month (UTC).
    const now = new Date();
    expect(screen.getByText('API calls this month')).toBeVisible();
    expect(screen.getByTestId('plan-period')).toHaveTextContent(
      `${day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)))} – ${day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)))}`,
    );
    expect(screen.getByTestId('plan-usage-note')).toHaveTextContent(
      'Usage this month (UTC; it starts again on the 1st)',
    );
    expect(screen.getByRole('button', { name: 'Switch plan' })).toBeVisible();
    expect(await screen.findByText(M.noBillings)).toBeVisible();
    view.unmount();

    const member = await signUp();
    await join(owner.token, owner.teamId, member, 'user');
    const memberView = renderWithProviders(<PlanBillingTab />, { token: member.token, workspace: 'resolved' });
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Free');
    expect(screen.queryByRole('button', { name: 'Switch plan' })).toBeNull();
    memberView.unmount();

    renderWithProviders(<PaymentHistoryPage />, { token: owner.token, workspace: 'resolved' });
    expect(await screen.findByText(M.noBillings)).toBeVisible();
  }, 30_000);
});
