import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_CLIENT,
  type TestOAuthProvider,
  startTestOAuthProvider,
} from '../apps/server/src/connectors/testing/oauth-provider';
import { testIdentityProvider } from '../test-support/idp-metadata';
import { screenshot } from './support/browser';
import {
  connectApplication,
  createSession,
  expectNoSeriousViolations,
  pagePath,
  readSession,
} from './support/connect-page';
import { usePortal } from './support/portal';

/**
 * The hosted Connect page in live (issue 28), against real local peers: an OAuth 2.0 service authorized in the
 * page's popup on a local provider standing in for GitHub (our callback sends the popup to /connect/authorized, which
 * tells the page and closes), and a SAML service whose identity provider metadata the end user uploads (tampered
 * first: refused with the reason) or pastes.
 */
let provider: TestOAuthProvider;
beforeAll(async () => {
  provider = await startTestOAuthProvider();
});
afterAll(async () => {
  await provider?.close();
});
const portal = usePortal(() => ({
  CONNECTOR_GITHUB_OIDC_BASE_URL: provider.url,
  CONNECTOR_GITHUB_OIDC_CLIENT_ID: PROVIDER_CLIENT.id,
  CONNECTOR_GITHUB_OIDC_CLIENT_SECRET: PROVIDER_CLIENT.secret,
}));

/** The Free plan's application has one integration and one consumer in live: each service has its own team. */
const CUSTOMER = { externalId: 'northwind', name: 'Northwind Traders' };

describe('the hosted Connect page in live', () => {
  it("authorizes an OAuth service in the page's popup and comes back done", async () => {
    const app = await connectApplication(portal.api(), ['github-oidc'], 'live');
    const session = await createSession(portal.url(), app, { consumer: CUSTOMER });
    const page = await portal.openPage();
    await page.goto(pagePath(session));
    // One service offered: the page opens on it.
    await page.getByRole('heading', { name: 'Connect GitHub OIDC' }).waitFor();
    expect(await page.getByText('Test environment').count()).toBe(0);
    await expectNoSeriousViolations(page, 'the OAuth step');
    await screenshot(page, 'connect-oauth-desktop-light');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Authorize with GitHub OIDC' }).click();
    const opened = await popup;
    await page.getByRole('heading', { name: 'GitHub OIDC is connected' }).waitFor();
    // The popup closed itself once back at /connect/authorized.
    await expect.poll(() => opened.isClosed()).toBe(true);
    await expectNoSeriousViolations(page, 'the done step');
    expect(provider.tokenRequests.some((form) => form.grant_type === 'authorization_code' && form.code_verifier)).toBe(
      true,
    );
    expect(await readSession(portal.url(), app, session.id)).toMatchObject({
      status: 'completed',
      serviceId: 'github-oidc',
    });
  });

  it("uploads the identity provider's metadata (tampered: refused), then pastes the signed one", async () => {
    const idp = await testIdentityProvider('idp.okta.test');
    const app = await connectApplication(portal.api(), ['okta-saml'], 'live');
    const session = await createSession(portal.url(), app, { consumer: CUSTOMER });
    const page = await portal.openPage();
    await page.goto(pagePath(session));
    await page.getByRole('heading', { name: 'Connect Okta SAML' }).waitFor();
    // Our side of the trust, to copy into Okta.
    await expect.poll(() => page.locator('code').first().textContent()).toMatch(new RegExp(`^${portal.url()}/`));
    await page
      .getByLabel('Metadata file (.xml)')
      .setInputFiles({ name: 'tampered.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.tampered) });
    await page.getByText('tampered.xml is read.').waitFor();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(10);
    await expectNoSeriousViolations(page, 'the SAML step, refused');
    await screenshot(page, 'connect-saml-refused-desktop-light');

    await page.getByLabel('Metadata XML').fill(idp.signed);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('heading', { name: 'Okta SAML is connected' }).waitFor();
    expect(await readSession(portal.url(), app, session.id)).toMatchObject({ status: 'completed' });
  });
});
