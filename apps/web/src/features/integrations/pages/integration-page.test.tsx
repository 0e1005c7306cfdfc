import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plansApi } from '../../../shared/api/plans';
import { paths } from '../../../shared/lib/paths';
import { chooseEnvironment, createApplication, join, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { IntegrationPage } from './integration-page';

const LOADED = { timeout: 10_000 };

const renderPage = (token: string, serviceId: string) =>
  renderWithProviders(<IntegrationPage />, {
    token,
    workspace: 'resolved',
    path: paths.integration.pattern,
    initialEntry: paths.integration({ serviceId }),
  });

/** On a connector's screen: Enable on, Save, and the integration is no longer Disabled. */
async function enableAndSave(name: string) {
  expect(await screen.findByTestId('integration-name', {}, LOADED)).toHaveTextContent(name);
  fireEvent.click(screen.getByTestId('integration-enable'));
  fireEvent.click(screen.getByTestId('integration-save'));
  expect(await findToast('Integration was successfully updated')).toBe('success');
  await waitFor(() => expect(screen.getByTestId('connection-badge')).not.toHaveTextContent('Disabled'), LOADED);
}

describe('IntegrationPage (001 §2 IntegrationView, §5 settings)', { timeout: 30_000 }, () => {
  it("shows Velory's note, requires the domain, enables it, stores the domain without https:// and the company suffix, and offers its file delivery", async () => {
    const owner = await signUp({ name: 'Vera' });
    await createApplication(owner.token, owner.teamId, 'Assets');
    renderPage(owner.token, 'velory');
    expect(await screen.findByTestId('integration-name', {}, LOADED)).toHaveTextContent('Velory');
    expect(screen.getByTestId('connector-note')).toHaveTextContent('Velory needs an admin user.');
    expect(screen.getByTestId('connection-badge')).toHaveTextContent('Disabled');
    // Velory answers from delivered files: no administrator password is asked for, an FTP folder is offered.
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(await screen.findByTestId('ftp-username', {}, LOADED)).toHaveTextContent(/^velory-/);

    fireEvent.click(screen.getByTestId('integration-enable'));
    fireEvent.click(screen.getByTestId('integration-save'));
    expect(await screen.findByText('Domain is required')).toBeVisible();
    // Nothing was saved: the toggle has not flipped.
    expect(screen.getByTestId('connection-badge')).toHaveTextContent('Disabled');

    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'https://acme.velory.se' } });
    fireEvent.click(screen.getByTestId('integration-save'));
    await waitFor(() => expect(screen.getByLabelText('Domain')).toHaveValue('acme'), LOADED);
    expect(await findToast('Integration was successfully updated')).toBe('success');
    await waitFor(() => expect(screen.getByTestId('connection-badge')).not.toHaveTextContent('Disabled'), LOADED);
  });

  it('shows the SP metadata of a SAML connector with copy buttons, and a Developer sees the form disabled with "You don\'t have permission"', async () => {
    const owner = await signUp({ name: 'Sam' });
    await createApplication(owner.token, owner.teamId, 'Sign-in');
    const developer = await signUp({ name: 'Dev' });
    await join(owner.token, owner.teamId, developer, 'developer');
    renderPage(developer.token, 'okta-saml');
    expect(await screen.findByTestId('sp-acs-url', {}, LOADED)).toHaveTextContent(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(screen.getByRole('button', { name: 'Copy ACS URL' })).toBeEnabled();
    expect(screen.getByTestId('integration-save')).toBeDisabled();
    expect(screen.getByTestId('idp-upload')).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('integration-save-reason'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
  });
  it('in test, connects BambooHR to its simulator: the sandbox note, no settings, no Sandbox switch, then Success', async () => {
    const owner = await signUp({ name: 'Sandy' });
    await createApplication(owner.token, owner.teamId, 'People');
    await chooseEnvironment(owner.token, 'test');
    renderPage(owner.token, 'bamboohr');
    expect(await screen.findByTestId('test-note', {}, LOADED)).toHaveTextContent(
      'In test, connections use the sandbox: no vendor credentials needed.',
    );
    expect(screen.queryByLabelText('Company domain')).toBeNull();
    expect(screen.queryByTestId('integration-sandbox')).toBeNull();
    expect(screen.queryByTestId('connector-note')).toBeNull();
    await enableAndSave('BambooHR');
    await waitFor(() => expect(screen.getByTestId('connection-badge')).toHaveTextContent('Success'), LOADED);
  });

  it('in live, BambooHR asks for its settings and offers no sandbox', async () => {
    const owner = await signUp({ name: 'Liv' });
    await createApplication(owner.token, owner.teamId, 'People');
    renderPage(owner.token, 'bamboohr');
    expect(await screen.findByLabelText('Company domain', {}, LOADED)).toHaveValue('');
    expect(screen.queryByTestId('integration-sandbox')).toBeNull();
    expect(screen.queryByTestId('test-note')).toBeNull();
    expect(screen.queryByTestId('legacy-sandbox-note')).toBeNull();
  });

  it('uploads a price list for Dustin: a toast, then the file listed with where its import stands', async () => {
    const owner = await signUp({ name: 'Dana' });
    await createApplication(owner.token, owner.teamId, 'Prices');
    renderPage(owner.token, 'dustin');
    await enableAndSave('Dustin');
    const file = new File(['Artikelnr;Produktnamn;Ditt pris\nD-1;Dock;1990\nD-2;Screen;2490\n'], 'prices.csv', {
      type: 'text/csv',
    });
    fireEvent.change(await screen.findByTestId('ftp-upload', {}, LOADED), { target: { files: [file] } });
    expect(await findToast('prices.csv uploaded: it is being imported')).toBe('success');
    const section = await screen.findByTestId('ftp-section');
    await waitFor(() => expect(section).toHaveTextContent(/prices\.csv.*(Importing…|In use: 2 records)/), LOADED);

    // The mapping editor lists the file's columns, and offers them to a mapping's Vendor field.
    fireEvent.click(screen.getByText('Product'));
    const columns = await screen.findByTestId('file-columns', {}, LOADED);
    expect(columns).toHaveTextContent('description ← Produktnamn');
    expect(columns).toHaveTextContent('price.customerPrice ← Ditt pris');
    expect(screen.getByLabelText('Vendor field')).toHaveAttribute('list', 'file-columns-products');
  });

  it("refreshes the team's plan usage once an integration is enabled, as the setup wizard does", async () => {
    const owner = await signUp({ name: 'Uma' });
    await createApplication(owner.token, owner.teamId, 'Usage');
    const { store } = renderPage(owner.token, 'okta-saml');
    // The Dashboard's plan card, open in the same session: its answer stays cached while this screen changes it.
    void store.dispatch(plansApi.endpoints.getPlanUsage.initiate(owner.teamId));
    const integrationsUsed = () =>
      plansApi.endpoints.getPlanUsage.select(owner.teamId)(store.getState()).data?.usage.integrations;
    await waitFor(() => expect(integrationsUsed()).toBe(0), LOADED);
    await enableAndSave('Okta');
    await waitFor(() => expect(integrationsUsed()).toBe(1), LOADED);
  });
});
