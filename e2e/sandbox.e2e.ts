import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { addCredential, createApplication, signUp, type Person } from '../test-support/portal-data';
import { screenshot } from './support/browser';
import { screenshotViews, uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * Sandbox in the browser (issue 12; in the test environment since issue 27): a test consumer's BambooHR connected to
 * the simulator from its service view, callable in the consumer's Integrations tab, then employees through the
 * unified API with the consumer's token (from a test key) over real HTTP; the 'Consumer need credentials' warning
 * without a test API key; the views at 1440 and 390 px, light and dark.
 */
const portal = usePortal();
const pages = portal;
const api = () => portal.api();

/**
 * A new Owner working in test, whose application has BambooHR enabled in test, and a test API key unless told
 * otherwise.
 */
async function applicationWithBamboo(
  name: string,
  withKey: boolean,
): Promise<{ owner: Person; application: string; keyId?: string }> {
  const owner = await signUp(api(), { name, email: uniqueEmail(name.toLowerCase()) });
  const application = (await createApplication(api(), owner.token, owner.teamId, 'People data')).id;
  await api().call(usersEndpoints.updateMeta, { token: owner.token, body: { environment: 'test' } });
  const body = { accountId: owner.teamId, serviceId: 'bamboohr', application, isEnabled: true };
  await api().call(integrationsEndpoints.update, {
    token: owner.token,
    params: { serviceId: 'bamboohr' },
    body: { ...body, environment: 'test' },
  });
  if (!withKey) return { owner, application };
  return { owner, application, keyId: (await addCredential(api(), owner.token, application, 'test')).id };
}

/** Creates a consumer through the Consumers screen and opens it; answers its id. */
async function addConsumer(page: Page, name: string): Promise<string> {
  await visit(page, '/consumers', page.getByText('No consumers'));
  await page.getByTestId('add-consumer-button').click();
  await page.getByPlaceholder('Ex: ConsumerX').fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Consumer was successfully added').waitFor();
  await page.getByTestId('consumer-link').click();
  await page.waitForURL(/\/consumers\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('sandbox connections', () => {
  it("connects a consumer's BambooHR in sandbox, sees it callable, and reads its employees through the unified API", async () => {
    const { owner, application, keyId } = await applicationWithBamboo('Sandy', true);
    const page = await pages.pageWithSession(owner.token);
    const consumerId = await addConsumer(
      page,
      'Northwind Traders, a consumer whose name is long enough to test the layout',
    );

    // The Integrations tab lists BambooHR, enabled in the application, not connected yet.
    const row = page.getByTestId('consumer-connections-table').getByRole('row', { name: /BambooHR/ });
    await row.getByText('Need configuration').waitFor();
    await row.getByTestId('consumer-connection-link').click();
    await page.waitForURL(`**/consumers/${consumerId}/service/bamboohr`);
    await page.getByTestId('consumer-service-name').getByText('BambooHR').waitFor();
    await expect.poll(() => page.getByTestId('breadcrumbs').textContent()).toMatch(/Northwind Traders.*BambooHR/);
    await page.getByTestId('consumer-test-note').waitFor();
    expect(await page.getByLabel('Company domain').count()).toBe(0);

    await page.getByTestId('consumer-sandbox-connect').click();
    await page.getByTestId('connection-badge').getByText('Success').waitFor();
    await page.getByTestId('consumer-sandbox-tag').waitFor();
    expect(await page.getByLabel('Company domain').count()).toBe(0);

    await page
      .getByTestId('breadcrumbs')
      .getByRole('link', { name: /Northwind Traders/ })
      .click();
    await page.waitForURL(`**/consumers/${consumerId}`);
    await row.getByText('Success').waitFor();
    await row.getByText('Sandbox').waitFor();

    // What a developer then does with curl: a consumer token from POST /api/auth, then GET {url}/hris/employees.
    const { apiKey } = (
      await api().call(credentialsEndpoints.reveal, {
        token: owner.token,
        params: { id: keyId! },
        query: { application, environment: 'test' },
      })
    ).data;
    // The API-key form answers the unified API's url; the consumer form the consumer's token.
    const forApplication = (
      await api().call(tokensEndpoints.issue, { body: { scope: 'application', applicationId: application, apiKey } })
    ).data;
    const forConsumer = (await api().call(tokensEndpoints.issue, { body: { scope: 'consumer', consumerId, apiKey } }))
      .data;
    if (!('data' in forApplication) || !('accessToken' in forConsumer))
      throw new Error('POST /api/auth answered another form');
    const response = await fetch(`${forApplication.data.url}/hris/employees?pageSize=5`, {
      headers: { authorization: `Bearer ${forConsumer.accessToken}` },
    });
    expect(response.status).toBe(200);
    const employees = ((await response.json()) as { data: Array<{ id: string; firstName: string; remoteId: string }> })
      .data;
    expect(employees).toHaveLength(5);
    expect(employees[0]).toMatchObject({
      id: expect.any(String),
      firstName: expect.any(String),
      remoteId: expect.any(String),
    });

    await screenshotViews(pages, owner.token, [
      [`/consumers/${consumerId}`, 'consumer-connections-table', 'consumer-integrations'],
      [`/consumers/${consumerId}/service/bamboohr`, 'consumer-sandbox-tag', 'consumer-service'],
    ]);
  });

  it("warns 'Consumer need credentials' on the service view of an application without API keys", async () => {
    const { owner } = await applicationWithBamboo('Nokey', false);
    const page = await pages.pageWithSession(owner.token);
    const consumerId = await addConsumer(page, 'Keyless');
    await page.getByText('Consumer need credentials').waitFor();
    await visit(page, `/consumers/${consumerId}/service/bamboohr`, page.getByTestId('consumer-needs-credentials'));
    expect(await page.getByTestId('consumer-needs-credentials').textContent()).toContain('Consumer need credentials');
    await screenshot(page, 'consumer-service-no-key-desktop-light');
  });
});
