import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enableIntegration, saveConnection } from '../../../../../../test-support/integrations-data';
import { paths } from '../../../shared/lib/paths';
import { api, createApplication, join, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { IntegrationsPage } from './integrations-page';

async function ownerWithApplication() {
  const owner = await signUp({ name: 'Ines' });
  const application = await createApplication(owner.token, owner.teamId, 'Payroll');
  return { owner, application: application.id };
}

const renderPage = (token: string, query = '') =>
  renderWithProviders(<IntegrationsPage />, {
    token,
    workspace: 'resolved',
    path: paths.integrations,
    initialEntry: `${paths.integrations}${query}`,
  });

/** The first answer of the catalog and the integrations can take a few seconds on the shared test server. */
const LOADED = { timeout: 10_000 };
const cardNames = () => screen.queryAllByTestId('connector-card').map((card) => card.getAttribute('data-service'));
const card = (serviceId: string) =>
  screen.getAllByTestId('connector-card').find((element) => element.getAttribute('data-service') === serviceId)!;

describe('IntegrationsPage (001 §2, Integrations)', { timeout: 30_000 }, () => {
  it('shows the 31 connectors disabled, searches name, serviceId and API with whitespace collapsed, and keeps the search in the URL', async () => {
    const { owner } = await ownerWithApplication();
    const { router } = renderPage(owner.token);
    await waitFor(() => expect(cardNames()).toHaveLength(31), LOADED);
    expect(within(card('bamboohr')).getByTestId('connection-badge')).toHaveTextContent('Disabled');
    expect(within(card('bamboohr')).getByTestId('connector-action')).toHaveTextContent('Connect');

    fireEvent.change(screen.getByTestId('integrations-search'), { target: { value: '  GOOGLE    workspace ' } });
    await waitFor(() => expect(cardNames()).toEqual(['google-workspace']));
    expect(router.state.location.search).toContain('q=');

    fireEvent.change(screen.getByTestId('integrations-search'), { target: { value: 'okta-saml' } });
    await waitFor(() => expect(cardNames()).toEqual(['okta-saml']));
    fireEvent.change(screen.getByTestId('integrations-search'), { target: { value: 'distributor' } });
    await waitFor(() => expect(cardNames().sort()).toEqual(['dustin', 'ingram', 'inrego', 'netset', 'webmercs']));
    fireEvent.change(screen.getByTestId('integrations-search'), { target: { value: 'no such service' } });
    expect(await screen.findByText('No integrations match')).toBeVisible();
  });

  it('filters by sector and sorts Z-A from the URL, and says which notes a connector has', async () => {
    const { owner } = await ownerWithApplication();
    renderPage(owner.token, '?sector=SSO&sort=za');
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(3), LOADED);
    const names = screen.getAllByTestId('connector-name').map((name) => name.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(cardNames()).toContain('okta-saml');
    expect(cardNames()).not.toContain('bamboohr');
  });

  it('puts an added connector in Available and Added with Need configuration, where the Owner resets it', async () => {
    const { owner, application } = await ownerWithApplication();
    await enableIntegration(api, owner.token, owner.teamId, application, 'dustin');
    await saveConnection(api, owner.token, application, 'dustin');
    renderPage(owner.token, '?tab=available');
    await waitFor(() => expect(cardNames()).toEqual(['dustin']), LOADED);
    expect(within(card('dustin')).getByTestId('connection-badge')).toHaveTextContent('Need configuration');
    expect(screen.queryByTestId('connector-reset')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Added' }));
    await waitFor(() => expect(cardNames()).toEqual(['dustin']));
    expect(within(card('dustin')).getByTestId('connector-action')).toHaveTextContent('Settings');
    fireEvent.click(within(card('dustin')).getByTestId('connector-reset'));
    // The confirmation's own Reset button appears beside the card's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Reset' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset' })[1]!);
    await waitFor(() => expect(cardNames()).toEqual([]), LOADED);
    expect(await findToast('Integration was reset successfully')).toBe('success');
  });

  it('a Viewer sees Connect and Reset disabled with "You don\'t have permission"', async () => {
    const { owner, application } = await ownerWithApplication();
    await enableIntegration(api, owner.token, owner.teamId, application, 'dustin');
    await saveConnection(api, owner.token, application, 'dustin');
    const viewer = await signUp({ name: 'Vic' });
    await join(owner.token, owner.teamId, viewer, 'user');
    renderPage(viewer.token, '?tab=added');
    await waitFor(() => expect(cardNames()).toEqual(['dustin']), LOADED);
    expect(within(card('dustin')).getByTestId('connector-action')).toBeDisabled();
    expect(within(card('dustin')).getByTestId('connector-reset')).toBeDisabled();
    fireEvent.mouseEnter(within(card('dustin')).getByTestId('connector-reset-reason'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
  });
});
