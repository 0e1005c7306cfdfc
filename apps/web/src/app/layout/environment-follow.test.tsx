import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CredentialsPage } from '../../features/credentials/pages/credentials-page';
import { ConsumersPage } from '../../features/consumers/pages/consumers-page';
import { WebhooksPage } from '../../features/webhooks/pages/webhooks-page';
import { addCredential, api, chooseEnvironment, createApplication, signUp } from '../../shared/lib/test/api';
import { renderWithProviders } from '../../shared/lib/test/render-with-providers';
import { findToast } from '../../shared/lib/test/toast';
import { EnvironmentSwitch } from './environment-switch';

/**
 * Screens follow the header's environment (issue 27): what one environment holds never shows in the other, and a
 * switch shows the other's at once (its own cache entries, never the last environment's).
 */
const LOADED = { timeout: 10_000 };

async function ownerWithApplication() {
  const owner = await signUp({ name: 'Grace', lastname: 'Hopper' });
  const application = await createApplication(owner.token, owner.teamId, 'Billing');
  return { owner, application };
}

/** A screen below the header's switch, in the workspace `token`'s user has. */
const withSwitch = (page: ReactNode, token: string) =>
  renderWithProviders(
    <>
      <EnvironmentSwitch />
      {page}
    </>,
    { token, workspace: 'resolved' },
  );

async function choose(label: 'test' | 'live') {
  fireEvent.click(screen.getByTestId('environment-switch'));
  fireEvent.click(await screen.findByTestId(`environment-option-${label}`));
}

const keyRows = () => within(screen.getByTestId('credentials-table')).getAllByRole('row').slice(1);
const keyCells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Credentials follow the environment', { timeout: 30_000 }, () => {
  it('lists live keys in live; in test says what test keys are, lists none of live, and adds an sk_test_ key', async () => {
    const { owner, application } = await ownerWithApplication();
    await addCredential(owner.token, application.id);
    withSwitch(<CredentialsPage />, owner.token);
    await waitFor(() => expect(keyRows()).toHaveLength(1), LOADED);
    expect(keyCells(keyRows()[0]!)[1]).toMatch(/^sk_live_•{8}[\w-]{4}$/);
    expect(screen.queryByTestId('test-keys-note')).toBeNull();

    await choose('test');
    expect(await screen.findByText('No credentials', {}, LOADED)).toBeVisible();
    expect(screen.getByTestId('test-keys-note')).toHaveTextContent(
      'Test keys never reach vendors (their calls go to the simulators) and never count toward your plan.',
    );
    expect(screen.getByText(/Test API keys of Billing/)).toBeVisible();
    fireEvent.click(screen.getByTestId('add-credential-button'));
    expect(await findToast('Credentials was successfully added')).toBe('success');
    await waitFor(() => expect(keyRows()).toHaveLength(1), LOADED);
    expect(keyCells(keyRows()[0]!)[1]).toMatch(/^sk_test_•{8}[\w-]{4}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Show API key' }));
    await waitFor(() => expect(screen.getByTestId('api-key-value')).toHaveTextContent(/^sk_test_[\w-]+$/), LOADED);

    // Back in live: the live key only, the test key's page not shown.
    await choose('live');
    await waitFor(() => expect(keyCells(keyRows()[0]!)[1]).toMatch(/^sk_live_/), LOADED);
    expect(keyRows()).toHaveLength(1);
    expect(screen.queryByTestId('test-keys-note')).toBeNull();
  });
});

describe('Consumers follow the environment', { timeout: 30_000 }, () => {
  it("shows only the environment's consumers and adds a consumer to test that live never lists", async () => {
    const { owner, application } = await ownerWithApplication();
    await api.call(consumersEndpoints.create, {
      token: owner.token,
      body: { name: 'Live Co', application: application.id },
    });
    await chooseEnvironment(owner.token, 'test');
    withSwitch(<ConsumersPage />, owner.token);
    expect(await screen.findByText('No consumers', {}, LOADED)).toBeVisible();
    expect(screen.getByText(/Test consumers of Billing/)).toBeVisible();
    expect(screen.queryByText('Live Co')).toBeNull();

    fireEvent.click(screen.getByTestId('add-consumer-button'));
    fireEvent.change(await screen.findByPlaceholderText('Ex: ConsumerX'), { target: { value: 'Sandbox Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Consumer was successfully added')).toBe('success');
    expect(await screen.findByTestId('consumer-link', {}, LOADED)).toHaveTextContent('Sandbox Co');

    await choose('live');
    expect(await screen.findByText('Live Co', {}, LOADED)).toBeVisible();
    expect(screen.queryByText('Sandbox Co')).toBeNull();
    expect(screen.getAllByTestId('consumer-link')).toHaveLength(1);

    // The server agrees: the test consumer is test's only.
    const live = (
      await api.call(consumersEndpoints.list, {
        token: owner.token,
        query: { applicationId: application.id, environment: 'live' },
      })
    ).data;
    const test = (
      await api.call(consumersEndpoints.list, {
        token: owner.token,
        query: { applicationId: application.id, environment: 'test' },
      })
    ).data;
    expect(live.map((consumer) => consumer.name)).toEqual(['Live Co']);
    expect(test.map((consumer) => consumer.name)).toEqual(['Sandbox Co']);
  });
});

describe('Webhooks follow the environment', { timeout: 30_000 }, () => {
  it("lists live's webhook in live only: test has none until one is made there", async () => {
    const { owner, application } = await ownerWithApplication();
    const webhook = (environment: 'test' | 'live', path: string) =>
      api.call(webhooksEndpoints.create, {
        token: owner.token,
        body: {
          application: application.id,
          environment,
          deliveryUrl: `https://example.com/${path}`,
          unifiedApi: 'HRIS',
          events: ['connection.reset'],
        },
      });
    await webhook('live', 'live-hooks');
    withSwitch(<WebhooksPage />, owner.token);
    expect(await screen.findByText('https://example.com/live-hooks', {}, LOADED)).toBeVisible();

    await choose('test');
    expect(await screen.findByText('No webhooks', {}, LOADED)).toBeVisible();
    expect(screen.queryByText('https://example.com/live-hooks')).toBeNull();
    await webhook('test', 'test-hooks');

    await choose('live');
    expect(await screen.findByText('https://example.com/live-hooks', {}, LOADED)).toBeVisible();
    await choose('test');
    expect(await screen.findByText('https://example.com/test-hooks', {}, LOADED)).toBeVisible();
    expect(screen.queryByText('https://example.com/live-hooks')).toBeNull();
  });
});
