import { connectEndpoints } from '@portal/shared/connect/connect.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, signUp, type Person } from '../test-support/portal-data';
import { screenshotViews, uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * Connect in the portal (issue 28): the Application Settings' Connect section with its live preview, and a consumer's
 * connect links (send, copy, the list); the views at 1440 and 390 px, light and dark, with long names.
 */
const pages = usePortal();
const { api } = pages;

const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" rx="6" fill="#0f766e"/></svg>',
).toString('base64')}`;

describe('Connect in the portal', () => {
  let owner: Person;
  let application: string;
  let consumer: string;

  beforeAll(async () => {
    owner = await signUp(api(), { name: 'Cora', lastname: 'Tester', email: uniqueEmail('cora') });
    application = (
      await createApplication(api(), owner.token, owner.teamId, 'An application with a name long enough to test')
    ).id;
    // The test environment: two integrations (the Free plan allows one in live).
    const environment = 'test';
    await api().call(usersEndpoints.updateMeta, { token: owner.token, body: { environment } });
    for (const serviceId of ['bamboohr', 'hibob', 'jamf'])
      await api().call(integrationsEndpoints.update, {
        token: owner.token,
        params: { serviceId },
        body: { accountId: owner.teamId, serviceId, application, isEnabled: true, environment },
      });
    await api().call(connectEndpoints.saveSettings, {
      token: owner.token,
      body: { applicationId: application, data: { logo: LOGO, allowedOrigins: ['https://app.example.com'] } },
    });
    consumer = (
      await api().call(consumersEndpoints.create, {
        token: owner.token,
        body: { name: 'Acme Corporation, a consumer with a very long name indeed', application, environment },
      })
    ).data.id;
    const link = (data: { email?: string; integrations?: string[] }) =>
      api().call(connectEndpoints.createLink, {
        token: owner.token,
        body: { applicationId: application, consumerId: consumer, environment, data },
      });
    await link({ email: 'it-department.of.a.very.long.company.name@acme-corporation.example' });
    const revoked = (await link({ integrations: ['hibob'] })).data.session.id;
    await api().call(connectEndpoints.revokeLink, {
      token: owner.token,
      params: { id: revoked },
      body: { applicationId: application, environment },
    });
  });

  it('an Owner brands the Connect page with the preview following, and sends a link to copy', async () => {
    const page = await pages.pageWithSession(owner.token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: pages.url() });
    await visit(page, '/application-settings', page.getByTestId('connect-preview'));
    await page.getByLabel('Primary colour', { exact: true }).fill('#0f766e');
    await page.getByLabel('Terms link').fill('https://example.com/terms');
    await expect
      .poll(() =>
        page
          .getByTestId('connect-preview')
          .getByText(/^Terms of /)
          .isVisible(),
      )
      .toBe(true);
    await page.getByTestId('connect-settings-save').click();
    await page.getByText('Connect settings saved').waitFor();
    const saved = (
      await api().call(connectEndpoints.settings, { token: owner.token, query: { applicationId: application } })
    ).data;
    expect(saved).toMatchObject({ primaryColour: '#0f766e', termsUrl: 'https://example.com/terms', logo: LOGO });

    await visit(page, `/consumers/${consumer}`, page.getByTestId('connect-links-table'));
    await page.getByTestId('send-connect-link').click();
    await page.getByTestId('connect-link-modal').getByText('Jamf').waitFor();
    await page.getByTestId('connect-link-submit').click();
    const url = await page.getByTestId('connect-link-url').inputValue();
    expect(url).toMatch(new RegExp(`^${pages.url()}/connect/cs_[A-Za-z0-9_-]{43}$`));
    await page.getByTestId('connect-link-copy').click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.getByTestId('connect-link-done').click();
    await expect
      .poll(() => page.getByTestId('connect-link-state').allTextContents())
      .toEqual(['Pending', 'Revoked', 'Pending']);

    await screenshotViews(pages, owner.token, [
      ['/application-settings', 'connect-preview', 'connect-settings'],
      [`/consumers/${consumer}`, 'connect-links-table', 'consumer-connect-links'],
    ]);
  });
});
