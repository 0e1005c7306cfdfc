import { AUTH_MESSAGES } from '@portal/shared/auth/auth.constants';
import { connectEndpoints } from '@portal/shared/connect/connect.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxConsumer } from '../../../../../../test-support/sandbox-consumer';
import { paths } from '../../../shared/lib/paths';
import { api, chooseEnvironment, createApplication, join, signUp } from '../../../shared/lib/test/api';
import { fillField } from '../../../shared/lib/test/form';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { ConnectLinks } from '../components/connect-links';
import { ReconnectAction } from '../components/reconnect-action';
import { ConsumerPage } from './consumer-page';

const LOADED = { timeout: 5000 };

/**
 * An Owner working in the test environment (where the Free plan's limit of one integration does not apply), with
 * BambooHR, Hibob and Jamf enabled and the consumer Acme.
 */
async function ownerWithConsumer() {
  const owner = await signUp({ name: 'Grace', lastname: 'Hopper' });
  const application = await createApplication(owner.token, owner.teamId, 'Billing');
  await chooseEnvironment(owner.token, 'test');
  for (const serviceId of ['bamboohr', 'hibob', 'jamf'])
    await api.call(integrationsEndpoints.update, {
      token: owner.token,
      params: { serviceId },
      body: { accountId: owner.teamId, serviceId, application: application.id, isEnabled: true, environment: 'test' },
    });
  const body = { name: 'Acme', application: application.id, environment: 'test' as const, externalId: 'acme-42' };
  const consumer = (await api.call(consumersEndpoints.create, { token: owner.token, body })).data;
  return { owner, application, consumer };
}

const renderConsumer = (token: string, consumerId: string) =>
  renderWithProviders(<ConsumerPage />, {
    token,
    workspace: 'resolved',
    path: paths.consumer.pattern,
    initialEntry: paths.consumer({ consumerId }),
  });

/** The table's rows of links (not its empty row). */
const linkRows = () =>
  within(screen.getByTestId('connect-links-table'))
    .getAllByRole('row')
    .filter((row) => within(row).queryByTestId('connect-link-state'));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("A consumer's connect links (issue 28)", { timeout: 30_000 }, () => {
  it('sends a link to copy with the services chosen, shows its URL once and lists it as pending', async () => {
    const { owner, consumer } = await ownerWithConsumer();
    renderConsumer(owner.token, consumer.id);
    expect(await screen.findByText('No connect links yet', {}, LOADED)).toBeVisible();
    // The developer's own id of the customer, by which their backend names it.
    expect(screen.getByTestId('consumer-external-id')).toHaveTextContent('External ID: acme-42');

    fireEvent.click(screen.getByTestId('send-connect-link'));
    const modal = await screen.findByTestId('connect-link-modal');
    await within(modal).findByText('BambooHR');
    // Without default services, every enabled integration is offered at first.
    expect(within(modal).getByText('Hibob')).toBeVisible();
    expect(within(modal).getByText('Jamf')).toBeVisible();
    fillField('Email (optional)', 'not an email');
    expect(await within(modal).findByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    fillField('Email (optional)', '');
    fireEvent.click(screen.getByTestId('connect-link-submit'));

    const url = await screen.findByTestId('connect-link-url', {}, LOADED);
    expect((url as HTMLInputElement).value).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/connect\/cs_[A-Za-z0-9_-]{43}$/);
    // (The new dialog is still flying in: happy-dom never ends an animation, so it is present rather than visible.)
    expect(screen.getByText('Copy the link and send it to your customer. It is shown only now.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('connect-link-done'));

    await waitFor(() => expect(linkRows()).toHaveLength(1), LOADED);
    const [email, services, state, expires] = cellsOf(linkRows()[0]!);
    expect([email, services, state]).toEqual(['Link to copy', 'BambooHRHibobJamf', 'Pending']);
    expect(expires).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('offers the default services at first, mails a link for one, then revokes it after the confirmation', async () => {
    const { owner, application, consumer } = await ownerWithConsumer();
    await api.call(connectEndpoints.saveSettings, {
      token: owner.token,
      body: { applicationId: application.id, data: { defaultServices: ['bamboohr', 'hibob'] } },
    });
    renderConsumer(owner.token, consumer.id);
    fireEvent.click(await screen.findByTestId('send-connect-link', {}, LOADED));
    const modal = await screen.findByTestId('connect-link-modal');
    const chosen = () => [...modal.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent);
    await waitFor(() => expect(chosen()).toEqual(['BambooHR', 'Hibob']), LOADED);
    // Hibob's tag in the select: its remove icon leaves BambooHR only.
    const hibob = within(modal).getByText('Hibob').closest('.ant-select-selection-item')!;
    fireEvent.click(hibob.querySelector('.ant-select-selection-item-remove')!);
    fillField('Email (optional)', 'it@acme.example');
    fireEvent.click(screen.getByTestId('connect-link-submit'));
    expect(await screen.findByText(/^The link was mailed to it@acme\.example\./, {}, LOADED)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('connect-link-done'));

    await waitFor(() => expect(linkRows()).toHaveLength(1), LOADED);
    expect(cellsOf(linkRows()[0]!).slice(0, 3)).toEqual(['it@acme.example', 'BambooHR', 'Pending']);
    fireEvent.click(screen.getByTestId('connect-link-revoke'));
    await waitFor(() => expect(screen.getByText('It stops working at once.')).toBeVisible());
    // The confirmation's own Revoke button appears beside the row's.
    fireEvent.click(screen.getAllByRole('button', { name: 'Revoke' })[1]!);
    expect(await findToast('Link revoked')).toBe('success');
    await waitFor(() => expect(cellsOf(linkRows()[0]!)[2]).toBe('Revoked'), LOADED);
    expect(screen.queryByTestId('connect-link-revoke')).toBeNull();
  });

  it('a Viewer sees the links with Send and Revoke disabled, "You don\'t have permission"', async () => {
    const { owner, application, consumer } = await ownerWithConsumer();
    await api.call(connectEndpoints.createLink, {
      token: owner.token,
      body: { applicationId: application.id, consumerId: consumer.id, environment: 'test', data: {} },
    });
    const viewer = await signUp({ name: 'Vi' });
    await join(owner.token, owner.teamId, viewer, 'user');
    await chooseEnvironment(viewer.token, 'test');
    renderConsumer(viewer.token, consumer.id);
    await waitFor(() => expect(linkRows()).toHaveLength(1), LOADED);
    expect(screen.getByTestId('send-connect-link')).toBeDisabled();
    expect(screen.getByTestId('connect-link-revoke')).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('send-connect-link-reason'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
  });

  it('offers Reconnect on an invalid connection only, and creates a reconnect link listed as such', async () => {
    const sandbox = await sandboxConsumer(api, 'Ada');
    const consumer = (
      await api.call(consumersEndpoints.get, {
        token: sandbox.owner.token,
        params: { id: sandbox.consumer },
        query: { applicationId: sandbox.application, environment: 'test' },
      })
    ).data;
    const connection = (
      await api.call(connectionsEndpoints.get, {
        params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
        headers: { authorization: sandbox.authorization },
      })
    ).data;
    // The sandbox connection is callable; as the vendor refusing it would leave it:
    const invalid = { ...connection, state: 'invalid' as const, invalidReason: 'The API key was revoked' };
    renderWithProviders(
      <>
        <div data-testid="healthy">
          <ReconnectAction consumer={consumer} connection={connection} serviceName="BambooHR" />
        </div>
        <ReconnectAction consumer={consumer} connection={invalid} serviceName="BambooHR" />
        <ConnectLinks consumer={consumer} />
      </>,
      { token: sandbox.owner.token, workspace: 'resolved' },
    );
    expect(await screen.findByText('No connect links yet', {}, LOADED)).toBeVisible();
    expect(screen.getByTestId('healthy')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByTestId('consumer-connection-reconnect'));
    const modal = await screen.findByTestId('connect-link-modal', {}, LOADED);
    expect(within(modal).getByText('Reconnect BambooHR')).toBeInTheDocument();
    // A reconnect link offers the one service: no choice of services.
    expect(within(modal).queryByText('Services offered')).toBeNull();
    const submit = await screen.findByTestId('connect-link-submit');
    // Enabled once the application's integrations are known.
    await waitFor(() => expect(submit).toBeEnabled(), LOADED);
    fireEvent.click(submit);
    expect(await screen.findByText('Reconnect link created', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(linkRows()).toHaveLength(1), LOADED);
    expect(cellsOf(linkRows()[0]!).slice(0, 3)).toEqual(['Link to copy', 'Reconnect BambooHR', 'Pending']);
  });
});
