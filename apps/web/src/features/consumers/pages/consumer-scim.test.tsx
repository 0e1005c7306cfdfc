import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { SCIM } from '@portal/shared/directory/scim.schemas';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { addCredential, api, chooseEnvironment, createApplication, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { ConsumerServicePage } from './consumer-service-page';

const LOADED = { timeout: 10_000 };

/** A SCIM call as an identity provider makes it, with the token the page showed. */
const scimUsers = async (baseUrl: string, token: string) => {
  const answer = await fetch(`${window.location.origin}${new URL(baseUrl).pathname}/Users`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: answer.status, body: (await answer.json()) as { schemas: string[] } };
};

describe('SCIM provisioning of a consumer’s directory connection (issue 30)', { timeout: 60_000 }, () => {
  it('shows the base URL, makes a token shown once, and rotating it refuses the old one', async () => {
    const owner = await signUp({ name: 'Ada' });
    const application = await createApplication(owner.token, owner.teamId, 'People');
    await chooseEnvironment(owner.token, 'test');
    await api.call(integrationsEndpoints.update, {
      token: owner.token,
      params: { serviceId: 'azure-directory' },
      body: {
        accountId: owner.teamId,
        serviceId: 'azure-directory',
        application: application.id,
        isEnabled: true,
        environment: 'test',
      },
    });
    await addCredential(owner.token, application.id, 'test');
    const consumer = (
      await api.call(consumersEndpoints.create, {
        token: owner.token,
        body: { name: 'Acme Logistics', application: application.id, environment: 'test' },
      })
    ).data;
    renderWithProviders(<ConsumerServicePage />, {
      token: owner.token,
      workspace: 'resolved',
      path: paths.consumerService.pattern,
      initialEntry: paths.consumerService({ consumerId: consumer.id, serviceId: 'azure-directory' }),
    });
    fireEvent.click(await screen.findByTestId('consumer-sandbox-connect', {}, LOADED));
    const card = await screen.findByTestId('scim-settings', {}, LOADED);
    const baseUrl = (await within(card).findByTestId('scim-base-url', {}, LOADED)).textContent!;
    expect(baseUrl).toMatch(/\/scim\/v2\/[0-9a-f-]{36}$/);

    fireEvent.click(within(card).getByTestId('scim-create'));
    const shown = await within(card).findByTestId('scim-token', {}, LOADED);
    const first = /scim_[A-Za-z0-9_-]{43}/.exec(shown.textContent!)![0];
    expect(await within(card).findByTestId('scim-token-created', {}, LOADED)).toBeVisible();
    expect((await scimUsers(baseUrl, first)).status).toBe(200);

    fireEvent.click(within(card).getByTestId('scim-rotate'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(within(card).getByTestId('scim-token').textContent).not.toContain(first), LOADED);
    const second = /scim_[A-Za-z0-9_-]{43}/.exec(within(card).getByTestId('scim-token').textContent!)![0];
    expect(await scimUsers(baseUrl, first)).toEqual({
      status: 401,
      body: { schemas: [SCIM.error], status: '401', detail: 'A valid SCIM bearer token is required' },
    });
    expect((await scimUsers(baseUrl, second)).status).toBe(200);
  });
});
