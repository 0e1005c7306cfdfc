import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { describe, expect, it } from 'vitest';
import { addCredential, api, createApplication, join, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { paths } from '../../../shared/lib/paths';
import { WorkspaceGate } from '../../../shared/workspace/workspace-gate';
import { ConsumerPage } from './consumer-page';
import { ConsumersPage } from './consumers-page';

async function ownerWithApplication() {
  const owner = await signUp({ name: 'Grace', lastname: 'Hopper' });
  const application = await createApplication(owner.token, owner.teamId, 'Billing');
  return { owner, application };
}

const newConsumer = async (token: string, application: string, name: string) =>
  (await api.call(consumersEndpoints.create, { token, body: { name, application } })).data;

const rows = () => within(screen.getByTestId('consumers-table')).getAllByRole('row').slice(1);

const renderConsumer = (token: string, consumerId: string) =>
  renderWithProviders(<ConsumerPage />, {
    token,
    workspace: 'resolved',
    path: paths.consumer.pattern,
    initialEntry: paths.consumer({ consumerId }),
    routes: [
      {
        path: paths.consumers,
        element: (
          <WorkspaceGate>
            <ConsumersPage />
          </WorkspaceGate>
        ),
      },
    ],
  });

describe('ConsumersPage (001 §2, Consumers)', { timeout: 20_000 }, () => {
  it("shows 'No consumers', adds one with the placeholder 'Ex: ConsumerX' and its toast, and lists it", async () => {
    const { owner } = await ownerWithApplication();
    renderWithProviders(<ConsumersPage />, { token: owner.token, workspace: 'resolved' });
    expect(await screen.findByText('No consumers', {}, { timeout: 5000 })).toBeVisible();
    fireEvent.click(screen.getByTestId('add-consumer-button'));
    const input = await screen.findByPlaceholderText('Ex: ConsumerX');
    fireEvent.change(input, { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Consumer was successfully added')).toBe('success');
    expect(await screen.findByTestId('consumer-link', {}, { timeout: 5000 })).toHaveTextContent('Acme');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getAllByRole('cell')[3]).toHaveTextContent('Grace Hopper');
  });

  it('deletes a consumer after the confirmation, with its toast', async () => {
    const { owner, application } = await ownerWithApplication();
    await newConsumer(owner.token, application.id, 'Acme');
    renderWithProviders(<ConsumersPage />, { token: owner.token, workspace: 'resolved' });
    fireEvent.click(await screen.findByTestId('consumer-delete', {}, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('Its connections are deleted with it.')).toBeVisible());
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1]!);
    expect(await findToast('Consumer was successfully deleted')).toBe('success');
    expect(await screen.findByText('No consumers')).toBeVisible();
  });

  it('a Viewer sees Add and Delete disabled with the tooltip "You don\'t have permission"', async () => {
    const { owner, application } = await ownerWithApplication();
    const viewer = await signUp({ name: 'Vi' });
    await join(owner.token, owner.teamId, viewer, 'user');
    await newConsumer(owner.token, application.id, 'Acme');
    renderWithProviders(<ConsumersPage />, { token: viewer.token, workspace: 'resolved' });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByTestId('add-consumer-button')).toBeDisabled();
    expect(screen.getByTestId('consumer-delete')).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('add-consumer-reason'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
  });
});

describe('ConsumerPage (001 §2, ConsumerView)', { timeout: 20_000 }, () => {
  it("without an API key shows 'Consumer need credentials'; the Owner has Settings and deletes from there", async () => {
    const { owner, application } = await ownerWithApplication();
    const consumer = await newConsumer(owner.token, application.id, 'Acme');
    renderConsumer(owner.token, consumer.id);
    expect(await screen.findByText('Consumer need credentials', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Acme' })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.click(await screen.findByTestId('consumer-settings-delete'));
    await waitFor(() => expect(screen.getByText('Its connections are deleted with it.')).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No consumers', {}, { timeout: 5000 })).toBeVisible();
    expect(await findToast('Consumer was successfully deleted')).toBe('success');
  });

  it("with an API key lists the consumer's connections through its token; a Viewer has no Settings tab", async () => {
    const { owner, application } = await ownerWithApplication();
    await addCredential(owner.token, application.id);
    const viewer = await signUp({ name: 'Vi' });
    await join(owner.token, owner.teamId, viewer, 'user');
    const consumer = await newConsumer(owner.token, application.id, 'Acme');
    renderConsumer(viewer.token, consumer.id);
    expect(await screen.findByText('No integrations enabled in this application', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Consumer need credentials')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Integrations', 'Logs', 'API']);
    fireEvent.click(screen.getByRole('tab', { name: 'API' }));
    expect(await screen.findByTestId('consumer-usage')).toHaveTextContent('Total0');
    expect(screen.getByTestId('consumer-id')).toHaveTextContent(consumer.id);
  });
});
