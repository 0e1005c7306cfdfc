import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectEndpoints } from '@portal/shared/connect/connect.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_TEST_USER, startOidcProvider } from '../test-support/oidc-provider';
import { createTestSamlIdp, SAML_TEST_USER, startSamlIdp } from '../test-support/saml-idp';
import { DESKTOP, screenshot } from './support/browser';
import { connectApplication, type ConnectApplication } from './support/connect-page';
import { usePortal } from './support/portal';

/**
 * Issue 30's journey: a customer's app on another origin signs its users in through the consumer's own identity
 * provider, a SAML IdP and an OpenID provider on loopback. Its backend asks `GET /unified/sso/authorize` for the
 * IdP's URL with its API key, the user signs in at the IdP, comes back with a one-time code, and the backend shows
 * the profile `POST /unified/sso/token` answers. The portal's view of the consumer's connection lists the sign-in.
 */
const portal = usePortal(() => ({ CONNECTOR_ALLOWED_HOSTS: '127.0.0.1' }));

const OIDC_CLIENT = { clientId: 'customer-app', clientSecret: 'customer-app-secret-0123456789' };
type Idp = 'saml' | 'oidc';
const SERVICE: Record<Idp, string> = { saml: 'okta-saml', oidc: 'azure-oidc' };

let samlIdp: Awaited<ReturnType<typeof startSamlIdp>>;
let samlMetadata: string;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let customerApp: { origin: string; server: Server };
// One application per identity provider (the Free plan enables one integration each), one consumer in each.
const apps = {} as Record<Idp, ConnectApplication & { consumerId: string }>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The customer's app: a sign-in page, and a backend that talks to the portal with its API key. */
async function startCustomerApp(): Promise<{ origin: string; server: Server }> {
  const pendingStates = new Map<string, Idp>();
  let origin = '';
  const dataPlane = async (idp: Idp, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${portal.url()}/unified${path}`, {
      method,
      headers: { authorization: `Bearer ${apps[idp].apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await response.json()) as { data?: Record<string, unknown>; error?: { message: string } };
  };
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme HR</title></head><body>${body}</body></html>`;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const html = (body: string) => response.writeHead(200, { 'content-type': 'text/html' }).end(page(body));
      if (url.pathname === '/') {
        return html(
          '<h1>Acme HR</h1><a href="/login?idp=saml">Sign in with SAML</a> <a href="/login?idp=oidc">Sign in with OpenID Connect</a>',
        );
      }
      if (url.pathname === '/login') {
        const idp = url.searchParams.get('idp') as Idp;
        const state = randomBytes(16).toString('hex');
        pendingStates.set(state, idp);
        const query = new URLSearchParams({
          consumerId: apps[idp].consumerId,
          serviceId: SERVICE[idp],
          redirectUri: `${origin}/callback`,
          state,
        });
        const answer = await dataPlane(idp, 'GET', `/sso/authorize?${query}`);
        if (!answer.data) return html(`<p role="alert">${escapeHtml(answer.error?.message ?? 'failed')}</p>`);
        return response.writeHead(302, { location: String(answer.data.url) }).end();
      }
      if (url.pathname === '/callback') {
        const idp = pendingStates.get(url.searchParams.get('state') ?? '');
        pendingStates.delete(url.searchParams.get('state') ?? '');
        if (!idp) return html('<p role="alert">Unknown state</p>');
        const error = url.searchParams.get('error_description');
        if (error) return html(`<p role="alert">Sign-in refused: ${escapeHtml(error)}</p>`);
        const answer = await dataPlane(idp, 'POST', '/sso/token', { code: url.searchParams.get('code') });
        const profile = answer.data as { email: string; firstName: string; lastName: string; groups: string[] };
        return html(
          `<h1>Welcome, ${escapeHtml(profile.firstName)} ${escapeHtml(profile.lastName)}</h1><dl><dt>Email</dt><dd data-testid="email">${escapeHtml(profile.email)}</dd><dt>Groups</dt><dd data-testid="groups">${escapeHtml(profile.groups.join(', '))}</dd></dl>`,
        );
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server };
}

/** A consumer of the application and its connection to the identity provider, saved with the consumer's token. */
async function consumerWithConnection(app: ConnectApplication, serviceId: string, settings: Record<string, unknown>) {
  const consumer = await portal.api().call(consumersEndpoints.create, {
    token: app.ownerToken,
    body: { application: app.application, environment: 'live', name: 'Northwind Traders' },
  });
  const consumerId = consumer.data.id;
  const auth = await fetch(`${portal.url()}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'consumer', applicationId: app.application, consumerId, apiKey: app.apiKey }),
  });
  const { accessToken } = ((await auth.json()) as { data: { accessToken: string } }).data;
  const saved = await fetch(`${portal.url()}/api/connections/SSO/${serviceId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ settings }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return consumerId;
}

beforeAll(async () => {
  samlIdp = await startSamlIdp(await createTestSamlIdp());
  samlMetadata = await (await fetch(samlIdp.metadataUrl)).text();
  oidc = await startOidcProvider([{ ...OIDC_CLIENT, redirectUris: [`${portal.url()}/connections/sso/callback`] }]);
  customerApp = await startCustomerApp();
  for (const idp of ['saml', 'oidc'] as const) {
    const app = await connectApplication(portal.api(), [SERVICE[idp]], 'live');
    await portal.api().call(connectEndpoints.saveSettings, {
      token: app.ownerToken,
      body: { applicationId: app.application, data: { ssoRedirectUris: [`${customerApp.origin}/callback`] } },
    });
    const settings = idp === 'saml' ? { idpMetadata: samlMetadata } : { issuer: oidc.issuer, ...OIDC_CLIENT };
    apps[idp] = { ...app, consumerId: await consumerWithConnection(app, SERVICE[idp], settings) };
  }
});
afterAll(async () => {
  await new Promise((resolve) => customerApp?.server.close(resolve));
  await samlIdp?.close();
  await oidc?.close();
});

describe("the customer's app signs its users in through their identity provider (issue 30)", () => {
  it('through the SAML IdP: the profile from POST /unified/sso/token, and the sign-in in the portal', async () => {
    const page = await portal.openPage({ baseUrl: customerApp.origin, viewport: DESKTOP });
    await page.goto(`${customerApp.origin}/`);
    await page.getByRole('link', { name: 'Sign in with SAML' }).click();
    await page.getByRole('heading', { name: 'Customer IdP (SAML)' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The IdP's page posts the signed Response to the portal's ACS, which sends the browser back with a code.
    await page.getByRole('heading', { name: 'Welcome, Ada Lovelace' }).waitFor();
    expect(new URL(page.url()).origin).toBe(customerApp.origin);
    expect(await page.getByTestId('email').textContent()).toBe(SAML_TEST_USER.email);
    expect(await page.getByTestId('groups').textContent()).toBe('Engineering, Admins');
    await screenshot(page, 'sso-customer-app-saml-profile');

    const portalPage = await portal.pageWithSession(apps.saml.ownerToken);
    await portalPage.goto(`${portal.url()}/consumers/${apps.saml.consumerId}/service/okta-saml`);
    const view = portalPage.getByTestId('sso-connection');
    await view.getByText(`/connections/saml/c.${apps.saml.consumerId}.okta-saml/acs`).waitFor();
    await view.getByText('IdP certificate expires').waitFor();
    await view.getByTestId('sso-sign-ins-table').getByText(SAML_TEST_USER.email).waitFor();
    await screenshot(portalPage, 'sso-consumer-connection-sign-ins');
  });

  it('through the OpenID provider', async () => {
    const page = await portal.openPage({ baseUrl: customerApp.origin, viewport: DESKTOP });
    await page.goto(`${customerApp.origin}/`);
    await page.getByRole('link', { name: 'Sign in with OpenID Connect' }).click();
    await page.getByRole('heading', { name: 'Customer IdP (OpenID Connect)' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Grace Hopper' }).waitFor();
    expect(await page.getByTestId('email').textContent()).toBe(OIDC_TEST_USER.email);
    await screenshot(page, 'sso-customer-app-oidc-profile');
  });
});
