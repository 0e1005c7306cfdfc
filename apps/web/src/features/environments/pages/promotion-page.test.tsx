import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { api, createApplication, join, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { PromotionPage } from './promotion-page';

const HOOK = 'https://hooks.example.com/payroll';
/** The first answers can take a few seconds on the shared test server. */
const LOADED = { timeout: 10_000 };

async function ownerWithApplication() {
  const owner = await signUp({ name: 'Ines', lastname: 'Berg' });
  const application = (await createApplication(owner.token, owner.teamId, 'Payroll')).id;
  return { owner, application };
}

/** In test: BambooHR enabled and a webhook; live has neither. */
async function testSettings(token: string, account: string, application: string) {
  await api.call(integrationsEndpoints.update, {
    token,
    params: { serviceId: 'bamboohr' },
    body: { accountId: account, serviceId: 'bamboohr', application, isEnabled: true, environment: 'test' },
  });
  return (
    await api.call(webhooksEndpoints.create, {
      token,
      body: {
        application,
        environment: 'test',
        deliveryUrl: HOOK,
        unifiedApi: 'HRIS',
        events: ['hris.employee.created'],
      },
    })
  ).data;
}

const renderPage = (token: string) =>
  renderWithProviders(<PromotionPage />, {
    token,
    workspace: 'resolved',
    path: paths.promotion,
    initialEntry: paths.promotion,
  });

const rows = () => screen.getAllByTestId('promotion-subject').map((subject) => subject.textContent);
const rowOf = (subject: string) =>
  screen
    .getAllByTestId('promotion-subject')
    .find((element) => element.textContent === subject)!
    .closest('tr')!;

describe('PromotionPage (issue 27, Promote test settings to live)', { timeout: 30_000 }, () => {
  it('says test and live have the same settings, and that nothing was promoted yet', async () => {
    const { owner } = await ownerWithApplication();
    renderPage(owner.token);
    expect(await screen.findByText('Test and live have the same settings', {}, LOADED)).toBeVisible();
    expect(await screen.findByText('No promotions yet', {}, LOADED)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Promote test settings to live' })).toBeVisible();
  });

  it('shows test and live side by side, applies the changes left chosen after a confirmation, and records them', async () => {
    const { owner, application } = await ownerWithApplication();
    await testSettings(owner.token, owner.teamId, application);
    renderPage(owner.token);
    await waitFor(() => expect(rows()).toEqual(['BambooHR', HOOK]), LOADED);
    const bamboo = within(rowOf('BambooHR'));
    expect(bamboo.getByTestId('promotion-change-tag')).toHaveTextContent('Add to live');
    expect(bamboo.getByTestId('promotion-test')).toHaveTextContent('Enabled');
    expect(bamboo.getByTestId('promotion-live')).toHaveTextContent('Disabled');
    expect(within(rowOf(HOOK)).getByTestId('promotion-test')).toHaveTextContent('hris.employee.created');
    expect(within(rowOf(HOOK)).getByTestId('promotion-live')).toHaveTextContent('No webhook');
    expect(screen.getByText('2 of 2 chosen')).toBeVisible();

    // Leave the webhook out; apply the integration.
    fireEvent.click(within(rowOf(HOOK)).getByRole('checkbox'));
    expect(screen.getByText('1 of 2 chosen')).toBeVisible();
    fireEvent.click(screen.getByTestId('promotion-apply'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Apply 1 change to live?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to live' }));
    expect(await findToast('1 change applied to live')).toBe('success');
    await waitFor(() => expect(rows()).toEqual([HOOK]), LOADED);
    await waitFor(() => expect(screen.getByTestId('promotion-by')).toHaveTextContent(`Ines Berg (${owner.email})`));
    expect(screen.getByTestId('promotion-history-changes')).toHaveTextContent('Add to live: BambooHR (HRIS)');
    const live = await api.call(integrationsEndpoints.get, {
      token: owner.token,
      params: { serviceId: 'bamboohr' },
      query: { application },
    });
    expect(live.data.isEnabled).toBe(true);
  });

  it('tells the Owner when test changed since the list was read, and applies nothing', async () => {
    const { owner, application } = await ownerWithApplication();
    const hook = await testSettings(owner.token, owner.teamId, application);
    renderPage(owner.token);
    await waitFor(() => expect(rows()).toEqual(['BambooHR', HOOK]), LOADED);
    await api.call(webhooksEndpoints.remove, {
      token: owner.token,
      params: { id: hook.id },
      query: { applicationId: application, environment: 'test' },
    });
    fireEvent.click(screen.getByTestId('promotion-apply'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply to live' }));
    expect(await screen.findByTestId('promotion-refusal')).toHaveTextContent(
      'The test or live settings changed since the differences were read: nothing was applied.',
    );
    // The list is read again: only what is still different.
    await waitFor(() => expect(rows()).toEqual(['BambooHR']), LOADED);
    expect(screen.getByText('No promotions yet')).toBeVisible();
  });

  it('shows a Viewer the differences read-only, saying who can promote', async () => {
    const { owner, application } = await ownerWithApplication();
    await testSettings(owner.token, owner.teamId, application);
    const viewer = await signUp({ name: 'Vic' });
    await join(owner.token, owner.teamId, viewer, 'user');
    renderPage(viewer.token);
    await waitFor(() => expect(rows()).toEqual(['BambooHR', HOOK]), LOADED);
    expect(screen.getByTestId('promotion-read-only')).toHaveTextContent(
      'Only an Owner or an Admin can promote test settings to live.',
    );
    expect(screen.queryByTestId('promotion-apply')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
