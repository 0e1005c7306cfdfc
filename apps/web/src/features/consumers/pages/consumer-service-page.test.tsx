import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { addCredential, api, chooseEnvironment, createApplication, join, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { consumerTokens } from '../../../shared/api/consumer-token';
import { generateIdpKeys, idpMetadata } from '../../../../../../test-support/idp-metadata';
import { ConsumerServicePage } from './consumer-service-page';

const LOADED = { timeout: 10_000 };

/**
 * An Owner working in `environment` (live unless said), whose application has BambooHR enabled there, an API key of
 * that environment (unless `withKey` is false) and a consumer there.
 */
async function consumerOfBamboo(withKey = true, environment: 'test' | 'live' = 'live', serviceId = 'bamboohr') {
  const owner = await signUp({ name: 'Ada' });
  const application = await createApplication(owner.token, owner.teamId, 'People');
  if (environment === 'test') await chooseEnvironment(owner.token, 'test');
  const body = {
    accountId: owner.teamId,
    serviceId,
    application: application.id,
    isEnabled: true,
    environment,
  };
  await api.call(integrationsEndpoints.update, { token: owner.token, params: { serviceId }, body });
  if (withKey) await addCredential(owner.token, application.id, environment);
  const consumer = (
    await api.call(consumersEndpoints.create, {
      token: owner.token,
      body: { name: 'Acme Logistics', application: application.id, environment },
    })
  ).data;
  return { owner, consumer };
}

const renderService = (token: string, consumerId: string, serviceId = 'bamboohr') =>
  renderWithProviders(<ConsumerServicePage />, {
    token,
    workspace: 'resolved',
    path: paths.consumerService.pattern,
    initialEntry: paths.consumerService({ consumerId, serviceId }),
  });

afterEach(() => vi.restoreAllMocks());

describe("ConsumerServicePage (001 §2: a consumer's connection to a service)", { timeout: 30_000 }, () => {
  it('in test, offers only the sandbox: the note and Connect, no settings; Connect turns the badge Success', async () => {
    const { owner, consumer } = await consumerOfBamboo(true, 'test');
    renderService(owner.token, consumer.id);
    expect(await screen.findByTestId('consumer-service-name', {}, LOADED)).toHaveTextContent('BambooHR');
    expect(await screen.findByTestId('connection-badge', {}, LOADED)).toHaveTextContent('Need configuration');
    expect(screen.getByTestId('consumer-test-note')).toHaveTextContent(
      'In test, connections use the sandbox: no vendor credentials needed.',
    );
    expect(screen.queryByLabelText('Company domain')).toBeNull();
    expect(screen.queryByTestId('consumer-authorize')).toBeNull();

    fireEvent.click(screen.getByTestId('consumer-sandbox-connect'));
    await waitFor(() => expect(screen.getByTestId('connection-badge')).toHaveTextContent('Success'), LOADED);
    expect(screen.getByTestId('consumer-sandbox-tag')).toHaveTextContent('Sandbox');
    expect(screen.queryByTestId('consumer-sandbox-connect')).toBeNull();
    expect(screen.getByTestId('consumer-sandbox-connect-section')).toHaveTextContent(
      'Connected to the built-in BambooHR simulator',
    );
    expect(screen.getByTestId('consumer-connection-reset')).toBeVisible();
  });

  it("in test, connects a file connector to its generated sample file, not a simulator's note", async () => {
    const { owner, consumer } = await consumerOfBamboo(true, 'test', 'dustin');
    renderService(owner.token, consumer.id, 'dustin');
    expect(await screen.findByTestId('consumer-service-name', {}, LOADED)).toHaveTextContent('Dustin');
    expect(screen.queryByTestId('consumer-no-simulator')).toBeNull();
    expect(await screen.findByTestId('consumer-sandbox-connect-section', {}, LOADED)).toHaveTextContent(
      "The sandbox answers from a generated sample file in Dustin's own columns.",
    );
    fireEvent.click(screen.getByTestId('consumer-sandbox-connect'));
    await waitFor(() => expect(screen.getByTestId('connection-badge')).toHaveTextContent('Success'), LOADED);
    expect(screen.getByTestId('consumer-sandbox-connect-section')).toHaveTextContent(
      "Connected to a generated sample file in Dustin's own columns.",
    );
  });

  it("a SAML connection (issue 30): our ACS URL and entity id, the IdP's metadata uploaded, its certificate's expiry", async () => {
    const { owner, consumer } = await consumerOfBamboo(true, 'live', 'okta-saml');
    renderService(owner.token, consumer.id, 'okta-saml');
    const card = await screen.findByTestId('sso-connection', {}, LOADED);
    expect(card).toHaveTextContent(`/connections/saml/c.${consumer.id}.okta-saml/acs`);
    expect(await within(card).findByText('No one has signed in through this connection yet', {}, LOADED)).toBeVisible();
    const keys = await generateIdpKeys();
    const xml = idpMetadata(keys.certificate, { entityId: 'https://idp.acme.example/saml' });
    const input = screen.getByTestId('sso-connection').querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([xml], 'idp.xml', { type: 'application/xml' })] } });
    await waitFor(
      () => expect(screen.getByTestId('sso-sp-details')).toHaveTextContent('https://idp.acme.example/saml'),
      LOADED,
    );
    expect(screen.getByTestId('sso-sp-details')).toHaveTextContent('IdP certificate expires');
    expect(screen.getByTestId('connection-badge')).toHaveTextContent('Success');
  });

  it('in live, asks for the settings and offers no sandbox', async () => {
    const { owner, consumer } = await consumerOfBamboo();
    renderService(owner.token, consumer.id);
    expect(await screen.findByLabelText('Company domain', {}, LOADED)).toBeVisible();
    expect(screen.getByTestId('connection-badge')).toHaveTextContent('Need configuration');
    expect(screen.queryByTestId('consumer-sandbox-connect')).toBeNull();
    expect(screen.queryByTestId('consumer-test-note')).toBeNull();
    expect(screen.queryByTestId('consumer-legacy-sandbox')).toBeNull();
  });

  it('shows a Viewer the state only: no Settings, no Sandbox switch, no Reset', async () => {
    const { owner, consumer } = await consumerOfBamboo();
    const viewer = await signUp({ name: 'Vic' });
    await join(owner.token, owner.teamId, viewer, 'user');
    renderService(viewer.token, consumer.id);
    expect(await screen.findByTestId('connection-badge', {}, LOADED)).toHaveTextContent('Need configuration');
    expect(screen.getByTestId('consumer-connection-readonly')).toHaveTextContent(
      'Only an Owner or an Admin can change this connection.',
    );
    expect(screen.queryByTestId('consumer-connection-settings')).toBeNull();
    expect(screen.queryByTestId('consumer-sandbox-connect')).toBeNull();
    expect(screen.queryByTestId('consumer-connection-reset')).toBeNull();
  });

  it('gets a new consumer token after a 401 and retries once', async () => {
    const { owner, consumer } = await consumerOfBamboo();
    // A token the server does not accept, as one that expired since this tab obtained it.
    consumerTokens.set(consumer.id, 'expired.consumer.token');
    const calls = vi.spyOn(window, 'fetch');
    renderService(owner.token, consumer.id);
    expect(await screen.findByTestId('connection-badge', {}, LOADED)).toHaveTextContent('Need configuration');
    const urls = calls.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(urls.filter((url) => url.includes('/connections/HRIS/bamboohr'))).toHaveLength(2);
    expect(urls.filter((url) => url.endsWith('/api/auth'))).toHaveLength(1);
    expect(consumerTokens.get(consumer.id)).not.toBe('expired.consumer.token');
  });

  it("warns 'Consumer need credentials' in an application without an API key", async () => {
    const { owner, consumer } = await consumerOfBamboo(false);
    renderService(owner.token, consumer.id);
    expect(await screen.findByTestId('consumer-needs-credentials', {}, LOADED)).toHaveTextContent(
      'Consumer need credentials',
    );
  });
});
