import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bamboohrSimulator from '../apps/server/src/connectors/bamboohr/simulator';
import { type LocalServer, startLocalServer } from '../apps/server/src/connectors/testing/local-server';
import {
  PROVIDER_CLIENT,
  type TestOAuthProvider,
  startTestOAuthProvider,
} from '../apps/server/src/connectors/testing/oauth-provider';
import { testIdentityProvider } from '../test-support/idp-metadata';
import { enableIntegration } from '../test-support/integrations-data';
import {
  acceptInvitation,
  createApplication,
  invite,
  mailedInvitationCode,
  signUp,
  type Person,
} from '../test-support/portal-data';
import { screenshot } from './support/browser';
import { screenshotViews, uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * Integrations in the browser against real local peers: BambooHR's simulator as the vendor of an API-key connector
 * (it accepts one key), a local OAuth 2.0 provider standing in for GitHub, and IdP metadata signed by a certificate
 * made for the test. One team with one application (the Free plan's one integration at a time).
 */
let vendor: LocalServer;
let provider: TestOAuthProvider;

beforeAll(async () => {
  vendor = await startLocalServer(bamboohrSimulator.plugin, {});
  provider = await startTestOAuthProvider();
});
afterAll(async () => {
  await provider?.close();
  await vendor?.close();
});
const portal = usePortal(() => ({
  CONNECTOR_BAMBOOHR_BASE_URL: vendor.url,
  CONNECTOR_GITHUB_OIDC_BASE_URL: provider.url,
  CONNECTOR_GITHUB_OIDC_CLIENT_ID: PROVIDER_CLIENT.id,
  CONNECTOR_GITHUB_OIDC_CLIENT_SECRET: PROVIDER_CLIENT.secret,
}));
const { api } = portal;
const SANDBOX_KEY = bamboohrSimulator.sandboxSettings.apiKey as string;

const register = (name: string) => signUp(api(), { name, lastname: 'Tester', email: uniqueEmail(name.toLowerCase()) });

async function join(owner: Person, person: Person, role: 'admin' | 'developer' | 'user') {
  await invite(api(), owner.token, owner.teamId, { name: person.name, email: person.email, role });
  await acceptInvitation(api(), person.token, await mailedInvitationCode(api(), person.email));
}

const card = (page: Page, serviceId: string) =>
  page.locator(`[data-testid="connector-card"][data-service="${serviceId}"]`);
const badgeOf = (page: Page, serviceId?: string) =>
  (serviceId ? card(page, serviceId) : page).getByTestId('connection-badge').first();
describe('integrations', () => {
  let owner: Person;
  let application: string;

  beforeAll(async () => {
    owner = await register('Irma');
    application = (
      await createApplication(api(), owner.token, owner.teamId, 'A payroll application with a rather long name indeed')
    ).id;
  });

  it('an Owner finds BambooHR by search and sector, enables it with the API key, and the badge goes to Success; an Admin resets it', async () => {
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/integration', page.getByTestId('integrations-grid'));
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Integrations' }).waitFor();
    await page.getByTestId('integrations-search').fill('  bamboo ');
    await page.getByTestId('integrations-sector').click();
    await page.getByRole('option', { name: /^HRIS/ }).click();
    await expect.poll(() => page.getByTestId('connector-card').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('sector')).toBe('HRIS');
    expect(new URL(page.url()).searchParams.get('q')).toBe('  bamboo ');
    expect(await badgeOf(page, 'bamboohr').textContent()).toBe('Disabled');

    await card(page, 'bamboohr').getByTestId('connector-action').click();
    await page.waitForURL('**/integration/bamboohr**');
    await expect.poll(() => page.getByTestId('breadcrumbs').textContent()).toContain('BambooHR');
    await page.getByTestId('connector-note').waitFor();
    await page.getByTestId('integration-enable').click();
    await page.getByLabel('Company domain').fill('sandbox');
    await page.getByLabel('API key').fill('not-the-key');
    await page.getByTestId('integration-save').click();
    await page.getByText('Integration was successfully updated').first().waitFor();
    await expect.poll(() => badgeOf(page).textContent()).toBe('Invalid');
    await page.getByTestId('connection-invalid').waitFor();

    await page.getByLabel('API key').fill(SANDBOX_KEY);
    await page.getByTestId('integration-save').click();
    await expect.poll(() => badgeOf(page).textContent()).toBe('Success');
    await screenshot(page, 'integration-bamboohr-desktop');

    await page.goto('/integration?tab=added');
    await expect.poll(() => badgeOf(page, 'bamboohr').textContent()).toBe('Success');
    expect(await card(page, 'bamboohr').getByTestId('connector-action').textContent()).toBe('Settings');

    const admin = await register('Adam');
    await join(owner, admin, 'admin');
    const adminPage = await portal.pageWithSession(admin.token);
    await visit(adminPage, '/integration?tab=added', card(adminPage, 'bamboohr'));
    await card(adminPage, 'bamboohr').getByTestId('connector-reset').click();
    await adminPage.getByRole('tooltip').getByRole('button', { name: 'Reset' }).click();
    await adminPage.getByText('Integration was reset successfully').waitFor();
    await expect.poll(() => card(adminPage, 'bamboohr').count()).toBe(0);
  });

  it('a Viewer sees the cards with Connect disabled and the reason, and the settings read-only', async () => {
    const viewer = await register('Vito');
    await join(owner, viewer, 'user');
    const page = await portal.pageWithSession(viewer.token);
    await visit(page, '/integration?q=bamboo', card(page, 'bamboohr'));
    expect(await card(page, 'bamboohr').getByTestId('connector-action').isDisabled()).toBe(true);
    await card(page, 'bamboohr').getByTestId('connector-action-reason').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe("You don't have permission");
    await screenshot(page, 'integrations-viewer-desktop');
    await card(page, 'bamboohr').getByTestId('connector-name').click();
    await page.getByTestId('integration-settings').waitFor();
    expect(await page.getByTestId('integration-save').isDisabled()).toBe(true);
    expect(await page.getByLabel('Company domain').isDisabled()).toBe(true);
  });

  it("an Owner authorizes GitHub on the provider's page and comes back Authorized", async () => {
    await enableIntegration(api(), owner.token, owner.teamId, application, 'bamboohr', false);
    await enableIntegration(api(), owner.token, owner.teamId, application, 'github-oidc');
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/integration?q=github', card(page, 'github-oidc'));
    expect(await card(page, 'github-oidc').getByTestId('connector-authorize').textContent()).toBe('Authorize');
    const toProvider = page.waitForRequest((request) => request.url().startsWith(provider.url));
    await card(page, 'github-oidc').getByTestId('connector-authorize').click();
    await toProvider;
    await page.waitForURL('**/integration/github-oidc?**authorized=github-oidc**');
    await page.getByTestId('authorization-success').waitFor();
    await expect.poll(() => badgeOf(page).textContent()).toMatch(/^(Success|Authorized)$/);
    await screenshot(page, 'integration-github-authorized-desktop');
    expect(provider.tokenRequests.some((form) => form.grant_type === 'authorization_code' && form.code_verifier)).toBe(
      true,
    );
  });

  it("an Owner uploads the identity provider's signed metadata and sees 'Identity provider updated'", async () => {
    await enableIntegration(api(), owner.token, owner.teamId, application, 'github-oidc', false);
    await enableIntegration(api(), owner.token, owner.teamId, application, 'okta-saml');
    const idp = await testIdentityProvider('idp.okta.test');
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/integration/okta-saml', page.getByTestId('saml-section'));
    expect(await page.getByTestId('sp-acs-url').textContent()).toMatch(new RegExp(`^${portal.url()}/`));
    await page
      .locator('[data-testid="saml-section"] input[type="file"]')
      .setInputFiles({ name: 'tampered.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.tampered) });
    await page.locator('.ant-message-error').waitFor();
    await page
      .locator('[data-testid="saml-section"] input[type="file"]')
      .setInputFiles({ name: 'okta.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.signed) });
    await page.getByText('Identity provider updated').waitFor();
    await expect.poll(() => page.getByTestId('idp-settings').textContent()).toContain(idp.ssoUrl);
    await screenshot(page, 'integration-okta-saml-desktop');
  });

  it('looks right at 1440 and 390 px, light and dark', async () => {
    const [app] = (await api().call(applicationsEndpoints.list, { token: owner.token })).data;
    expect(app?.id).toBe(application);
    await screenshotViews(portal, owner.token, [
      ['/integration', 'integrations-grid', 'integrations'],
      ['/integration/okta-saml', 'saml-section', 'integration-okta-saml'],
    ]);
  });
});
