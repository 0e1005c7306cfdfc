import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { addCredential, api, createApplication, join, me, signUp } from '../../../shared/lib/test/api';
import { resolveWorkspace } from '../../../shared/workspace/workspace';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { CredentialsPage } from './credentials-page';

async function ownerWithApplication() {
  const owner = await signUp({ name: 'Grace', lastname: 'Hopper' });
  const application = await createApplication(owner.token, owner.teamId, 'Billing');
  return { owner, application };
}

const renderPage = (token: string) => renderWithProviders(<CredentialsPage />, { token, workspace: 'resolved' });
const rows = () => within(screen.getByTestId('credentials-table')).getAllByRole('row').slice(1);

describe('CredentialsPage (001 §2, Credentials)', { timeout: 20_000 }, () => {
  it("shows 'No credentials', adds a key with its toast, and lists it masked with date, user, role and 'Never used'", async () => {
    const { owner } = await ownerWithApplication();
    renderPage(owner.token);
    expect(await screen.findByText('No credentials')).toBeVisible();
    fireEvent.click(screen.getByTestId('add-credential-button'));
    expect(await findToast('Credentials was successfully added')).toBe('success');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const cells = within(rows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toMatch(/^sk_live_•{8}[\w-]{4}$/);
    expect(cells.slice(2, 6)).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'Grace Hopper',
      'Owner',
      'Never used',
    ]);
  });

  it('reveals the key on request and hides it again', async () => {
    const { owner, application } = await ownerWithApplication();
    await addCredential(owner.token, application.id);
    renderPage(owner.token);
    const value = await screen.findByTestId('api-key-value');
    fireEvent.click(screen.getByRole('button', { name: 'Show API key' }));
    await waitFor(() => expect(value).toHaveTextContent(/^sk_live_[\w-]{43}$/));
    fireEvent.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(value).toHaveTextContent(/^sk_live_•{8}/);
  });

  it('deletes a key after the confirmation, with its toast', async () => {
    const { owner, application } = await ownerWithApplication();
    await addCredential(owner.token, application.id);
    renderPage(owner.token);
    fireEvent.click(await screen.findByTestId('credential-delete'));
    // The confirmation's own Delete button appears beside the row's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('Programs using it stop working at once.')).toBeVisible());
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1]!);
    expect(await findToast('Credentials was successfully deleted')).toBe('success');
    expect(await screen.findByText('No credentials')).toBeVisible();
  });

  it('pages by 10 with the total from the server', async () => {
    const { owner, application } = await ownerWithApplication();
    for (let n = 0; n < 12; n += 1) await addCredential(owner.token, application.id);
    renderPage(owner.token);
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('a Viewer sees Add disabled with the tooltip "You don\'t have permission"', async () => {
    const { owner, application } = await ownerWithApplication();
    const viewer = await signUp({ name: 'Vi' });
    await join(owner.token, owner.teamId, viewer, 'user');
    await addCredential(owner.token, application.id);
    renderPage(viewer.token);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('add-credential-button')).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('add-credential-reason'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
    expect(screen.getByTestId('credential-delete')).toBeDisabled();
  });

  it('shows the load error with Try again when the application is gone (deleted elsewhere)', async () => {
    const { owner, application } = await ownerWithApplication();
    const [user, teams] = [
      await me(owner.token),
      (await api.call(accountsEndpoints.list, { token: owner.token })).data,
    ];
    await api.call(applicationsEndpoints.remove, {
      token: owner.token,
      params: { id: application.id },
      body: { account: owner.teamId },
    });
    renderWithProviders(<CredentialsPage />, {
      token: owner.token,
      workspace: resolveWorkspace({ user, teams, applications: [application] }),
    });
    const failure = await screen.findByTestId('credentials-load-error');
    expect(failure).toHaveTextContent('We could not load the credentials');
    expect(failure).toHaveTextContent('Application not found');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
