import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptInvite, createTeam, invite, me, signUp, teamsOf } from '../../shared/lib/test/api';
import { renderWithProviders } from '../../shared/lib/test/render-with-providers';
import { TeamSwitcher } from './team-switcher';

const currentTeam = () => screen.getByTestId('current-team');
const currentRole = () => within(currentTeam()).getByTestId('current-team-role');

describe('TeamSwitcher', { timeout: 20_000 }, () => {
  it('shows the current team (users/meta accountId) and switches with PUT users/meta', async () => {
    // Ada owns "Ada's team" and joined Grace's "Engines" as a Viewer, which is her current team now.
    const ada = await signUp({ name: 'Ada' });
    const grace = await signUp({ name: 'Grace', lastname: 'Hopper' });
    const engines = await createTeam(grace.token, 'Engines');
    const { code } = await invite(grace.token, engines.id, { name: 'Ada', email: ada.email, role: 'user' });
    await acceptInvite(ada.token, code);

    renderWithProviders(<TeamSwitcher />, { token: ada.token, workspace: 'resolved' });
    expect(await screen.findByTestId('current-team')).toHaveTextContent('Engines');
    expect(currentRole()).toHaveTextContent(/^Viewer$/);

    fireEvent.click(currentTeam());
    fireEvent.click(await screen.findByText("Ada's team"));
    await waitFor(() => expect(currentTeam()).toHaveTextContent("Ada's team"));
    expect(currentRole()).toHaveTextContent(/^Owner$/);
    // The choice is kept by the server: the next visit starts in Ada's own team.
    expect((await me(ada.token)).meta.accountId).toBe(ada.teamId);
  });

  it('creates a team and makes it the current one', async () => {
    const ada = await signUp({ name: 'Ada' });
    renderWithProviders(<TeamSwitcher />, { token: ada.token, workspace: 'resolved' });
    expect(await screen.findByTestId('current-team')).toHaveTextContent("Ada's team");
    fireEvent.click(currentTeam());
    fireEvent.click(await screen.findByTestId('create-team'));
    const modal = within(await screen.findByRole('dialog'));
    fireEvent.click(modal.getByRole('button', { name: 'Create' }));
    expect(await modal.findByText('Team name is required')).toBeVisible();
    fireEvent.change(modal.getByLabelText('Team name'), { target: { value: 'Research' } });
    fireEvent.click(modal.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(currentTeam()).toHaveTextContent('Research'));
    expect(currentRole()).toHaveTextContent(/^Owner$/);

    // The team exists on the server, with Ada as its Owner, and is her current one.
    const research = (await teamsOf(ada.token)).find((team) => team.name === 'Research');
    expect(research).toMatchObject({ name: 'Research', role: 'ADMIN' });
    expect((await me(ada.token)).meta.accountId).toBe(research?.id);
  });
});
