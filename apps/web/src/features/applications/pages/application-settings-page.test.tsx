import { CONNECT_MESSAGES as M } from '@portal/shared/connect/connect.constants';
import { connectEndpoints } from '@portal/shared/connect/connect.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enableIntegration } from '../../../../../../test-support/integrations-data';
import { api, createApplication, join, signUp } from '../../../shared/lib/test/api';
import { fillField } from '../../../shared/lib/test/form';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { ApplicationSettingsPage } from './application-settings-page';

async function ownerWithApplication() {
  const owner = await signUp({ name: 'Grace', lastname: 'Hopper' });
  const application = await createApplication(owner.token, owner.teamId, 'Billing');
  await enableIntegration(api, owner.token, owner.teamId, application.id, 'bamboohr');
  return { owner, application };
}

const renderPage = (token: string) =>
  renderWithProviders(<ApplicationSettingsPage />, { token, workspace: 'resolved' });
const LOADED = { timeout: 5000 };
const settingsOf = async (token: string, applicationId: string) =>
  (await api.call(connectEndpoints.settings, { token, query: { applicationId } })).data;

/** Picks a file in the logo's upload (the hidden file input antd's Upload renders). */
function chooseLogo(file: File) {
  const input = screen.getByTestId('connect-logo-input').querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ApplicationSettingsPage, Connect (issue 28)', { timeout: 30_000 }, () => {
  it('saves the branding, origins and default services, the preview following the form', async () => {
    const { owner, application } = await ownerWithApplication();
    renderPage(owner.token);
    const preview = await screen.findByTestId('connect-preview', {}, LOADED);
    expect(within(preview).getByTestId('connect-preview-name')).toHaveTextContent('Billing');
    expect(
      within(preview)
        .getAllByTestId('connect-preview-service')
        .map((item) => item.textContent),
    ).toEqual(['BambooHRConnect']);

    fillField('Terms link', 'http://example.com/terms');
    expect(await screen.findByText(M.termsUrlInvalid)).toBeVisible();
    fillField('Terms link', 'https://example.com/terms');
    fillField('Primary colour', '#AA3300');
    await waitFor(() => expect(preview.style.getPropertyValue('--connect-primary')).toBe('#AA3300'));
    expect(within(preview).getByText('Terms of Billing')).toBeVisible();
    const origins = within(screen.getByTestId('connect-origins-select')).getByRole('combobox');
    fireEvent.change(origins, { target: { value: 'https://app.example.com' } });
    fireEvent.keyDown(origins, { key: 'Enter', code: 'Enter' });
    chooseLogo(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(preview).findByTestId('connect-preview-logo')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );

    fireEvent.mouseDown(within(screen.getByTestId('connect-services-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('BambooHR'));

    fireEvent.click(screen.getByTestId('connect-settings-save'));
    expect(await findToast('Connect settings saved')).toBe('success');
    expect(await settingsOf(owner.token, application.id)).toMatchObject({
      // Kept as the server canonicalises it.
      primaryColour: '#aa3300',
      termsUrl: 'https://example.com/terms',
      allowedOrigins: ['https://app.example.com'],
      defaultServices: ['bamboohr'],
      logo: expect.stringMatching(/^data:image\/svg\+xml/),
    });
  });

  it('saves the sign-in redirect URIs, and shows the refusal of one that is not https (issue 30)', async () => {
    const { owner, application } = await ownerWithApplication();
    renderPage(owner.token);
    await screen.findByTestId('connect-preview', {}, LOADED);
    const uris = within(screen.getByTestId('connect-redirect-uris-select')).getByRole('combobox');
    fireEvent.change(uris, { target: { value: 'http://app.example.com/sso/callback' } });
    fireEvent.keyDown(uris, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByTestId('connect-settings-save'));
    expect(await screen.findByText(M.redirectUriInvalid, {}, LOADED)).toBeVisible();
    expect((await settingsOf(owner.token, application.id)).ssoRedirectUris).toEqual([]);

    fireEvent.click(within(screen.getByTestId('connect-redirect-uris-select')).getByLabelText('close'));
    fireEvent.change(uris, { target: { value: 'https://app.example.com/sso/callback' } });
    fireEvent.keyDown(uris, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByTestId('connect-settings-save'));
    expect(await findToast('Connect settings saved')).toBe('success');
    expect((await settingsOf(owner.token, application.id)).ssoRedirectUris).toEqual([
      'https://app.example.com/sso/callback',
    ]);
  });

  it("refuses a logo of another type here, and shows the server's refusal of an SVG with a script", async () => {
    const { owner, application } = await ownerWithApplication();
    renderPage(owner.token);
    await screen.findByTestId('connect-preview', {}, LOADED);
    chooseLogo(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText(M.logoType)).toBeVisible();

    const unsafe = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    chooseLogo(new File([unsafe], 'logo.svg', { type: 'image/svg+xml' }));
    await screen.findByTestId('connect-logo-image');
    fireEvent.click(screen.getByTestId('connect-settings-save'));
    expect(await screen.findByText(M.logoUnsafe, {}, LOADED)).toBeVisible();
    expect((await settingsOf(owner.token, application.id)).logo).toBeNull();
  });

  it('a Viewer sees the settings read-only, Save disabled with "You don\'t have permission"', async () => {
    const { owner, application } = await ownerWithApplication();
    await api.call(connectEndpoints.saveSettings, {
      token: owner.token,
      body: { applicationId: application.id, data: { termsUrl: 'https://example.com/terms' } },
    });
    const viewer = await signUp({ name: 'Vi' });
    await join(owner.token, owner.teamId, viewer, 'user');
    renderPage(viewer.token);
    await waitFor(() => expect(screen.getByLabelText('Terms link')).toHaveValue('https://example.com/terms'), LOADED);
    expect(screen.getByLabelText('Terms link')).toBeDisabled();
    expect(screen.getByTestId('connect-colour-input')).toBeDisabled();
    expect(screen.getByTestId('connect-logo-upload')).toBeDisabled();
    expect(screen.getByTestId('connect-settings-save')).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('connect-save-reason'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
  });
});
