import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { api, createApplication, createTeam, join, me, signUp, teamsOf } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { paths } from '../../../shared/lib/paths';
import { CreateApplicationHost } from '../components/create-application';
import { OverviewPage } from './overview-page';

function renderOverview(token: string) {
  return renderWithProviders(
    <CreateApplicationHost>
      <OverviewPage />
    </CreateApplicationHost>,
    {
      token,
      workspace: 'resolved',
      path: paths.overview,
      initialEntry: paths.overview,
      routes: [{ path: paths.dashboard, element: <p>Dashboard screen</p> }],
    },
  );
}

const modal = () => screen.getByTestId('create-application-modal');

describe('OverviewPage (001 §2, Overview)', { timeout: 20_000 }, () => {
  it('an Owner with one team creates an application: no team field, the toast, then its card with zero counts and the empty chart', async () => {
    const owner = await signUp({ name: 'Olivia' });
    renderOverview(owner.token);
    expect(await screen.findByTestId('no-application')).toHaveTextContent("Olivia's team has no application yet");
    fireEvent.click(screen.getByTestId('create-application-button'));
    await screen.findByTestId('create-application-modal');
    expect(within(modal()).queryByLabelText('Team')).toBeNull();
    fireEvent.click(within(modal()).getByRole('button', { name: 'Create' }));
    expect(await within(modal()).findByText('Name is required')).toBeVisible();
    fireEvent.change(within(modal()).getByLabelText('Name'), { target: { value: 'Payroll sync' } });
    fireEvent.click(within(modal()).getByRole('button', { name: 'Create' }));
    expect(await findToast('Application was successfully added')).toBe('success');
    const card = await screen.findByTestId('application-card');
    expect(within(card).getByTestId('application-card-name')).toHaveTextContent('Payroll sync');
    await waitFor(() => expect(card).toHaveAttribute('data-current', 'true'));
    expect(await within(card).findByText('Calls this month')).toBeVisible();
    expect(within(card).getAllByText('0')).toHaveLength(3);
    expect(await within(card).findByText('Not data available yet')).toBeVisible();
  });

  it("past the Free plan's limit the server's message shows under the name", async () => {
    const owner = await signUp();
    await createApplication(owner.token, owner.teamId, 'First');
    renderOverview(owner.token);
    await screen.findByTestId('application-card');
    fireEvent.click(screen.getByTestId('create-application-button'));
    await screen.findByTestId('create-application-modal');
    fireEvent.change(within(modal()).getByLabelText('Name'), { target: { value: 'Second' } });
    fireEvent.click(within(modal()).getByRole('button', { name: 'Create' }));
    expect(
      await within(modal()).findByText('The Free plan allows 1 application. Upgrade your plan to add more.'),
    ).toBeVisible();
  });

  it('shows the team field when two teams are eligible, and creates in the chosen one', async () => {
    const owner = await signUp();
    const second = await createTeam(owner.token, 'Second team');
    const current = (await me(owner.token)).meta.accountId;
    const [chosenId, chosenName] =
      current === second.id
        ? [owner.teamId, (await teamsOf(owner.token)).find((team) => team.id === owner.teamId)!.name]
        : [second.id, second.name];
    renderOverview(owner.token);
    await screen.findByTestId('no-application');
    fireEvent.click(screen.getByTestId('create-application-button'));
    await screen.findByTestId('create-application-modal');
    fireEvent.mouseDown(within(modal()).getByLabelText('Team'));
    fireEvent.click(await screen.findByTitle(chosenName));
    fireEvent.change(within(modal()).getByLabelText('Name'), { target: { value: 'Elsewhere app' } });
    fireEvent.click(within(modal()).getByRole('button', { name: 'Create' }));
    expect(await findToast('Application was successfully added')).toBe('success');
    const [created] = (await api.call(applicationsEndpoints.list, { token: owner.token })).data;
    expect(created).toMatchObject({ name: 'Elsewhere app', account: chosenId });
  });

  it('deletes with a confirmation naming the application', async () => {
    const owner = await signUp();
    await createApplication(owner.token, owner.teamId, 'Doomed app');
    renderOverview(owner.token);
    fireEvent.click(await screen.findByTestId('application-card-menu'));
    fireEvent.click(await screen.findByText('Delete'));
    await waitFor(() =>
      expect(screen.getAllByRole('dialog').some((dialog) => dialog.textContent?.includes('Delete Doomed app?'))).toBe(
        true,
      ),
    );
    expect(screen.getByText(/The application Doomed app is deleted with its API keys/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('confirm-delete-application'));
    expect(await findToast('Application was successfully deleted')).toBe('success');
    expect(await screen.findByTestId('no-application')).toBeVisible();
  });

  it('a card makes its application current and opens the Dashboard', async () => {
    const owner = await signUp();
    await createApplication(owner.token, owner.teamId, 'Opened app');
    renderOverview(owner.token);
    fireEvent.click(await screen.findByTestId('application-card'));
    expect(await screen.findByText('Dashboard screen')).toBeVisible();
  });

  it('a Viewer sees Create disabled with the tooltip, no delete menu, and a sentence to ask an admin', async () => {
    const owner = await signUp();
    const viewer = await signUp({ name: 'Vic' });
    await join(owner.token, owner.teamId, viewer, 'user');
    renderOverview(viewer.token);
    expect(await screen.findByTestId('no-application')).toHaveTextContent(
      'Ask an Owner or Admin of your team to create one.',
    );
    expect(screen.getByTestId('create-application-button')).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('create-application-reason'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
    await createApplication(owner.token, owner.teamId, 'Team app');
  });
});
