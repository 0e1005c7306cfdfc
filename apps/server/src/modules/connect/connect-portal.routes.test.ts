import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateIdpKeys, idpMetadata } from '../../../../../test-support/idp-metadata';
import { connectEndpoints, connectPageEndpoints } from '@portal/shared/connect/connect.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import {
  PROVIDER_CLIENT,
  type TestOAuthProvider,
  startTestOAuthProvider,
} from '../../connectors/testing/oauth-provider';
import { ownerWithIntegration } from '../../test/integrations';
import { type Person, useSmtpServer, useTestApp } from '../../test/test-app';

// A real OAuth 2.0 provider on loopback stands in for GitHub, whose authorization the hosted page starts in a popup.
let provider: TestOAuthProvider;
beforeAll(async () => {
  provider = await startTestOAuthProvider();
});
afterAll(() => provider?.close());

const smtp = useSmtpServer();
const t = useTestApp(() => ({
  SMTP_URL: smtp.url,
  CONNECTOR_GITHUB_OIDC_BASE_URL: provider.url,
  CONNECTOR_ALLOWED_HOSTS: '127.0.0.1',
}));

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
const svg = (body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).toString('base64')}`;

async function consumerOf(owner: Person, application: string, environment: 'test' | 'live' = 'live') {
  return (
    await owner.api.call(consumersEndpoints.create, {
      body: { name: 'Acme', application, externalId: `acme-${environment}`, environment },
    })
  ).data;
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('Connect settings', () => {
  it('keeps branding and allowed origins; refuses an unsafe logo, a bad colour or origin with 400 on the field', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const save = (data: Record<string, unknown>) =>
      owner.api.unchecked(connectEndpoints.saveSettings, { body: { applicationId: application, data } });
    const saved = await save({
      logo: PNG,
      primaryColour: '#1677FF',
      termsUrl: 'https://example.com/terms',
      allowedOrigins: ['https://app.example.com/', 'http://localhost:5173'],
      defaultServices: ['bamboohr'],
      ssoRedirectUris: ['https://app.example.com/sso/callback', 'http://localhost:5173/callback'],
    });
    expect(saved.data).toEqual({
      logo: PNG,
      primaryColour: '#1677ff',
      termsUrl: 'https://example.com/terms',
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
      defaultServices: ['bamboohr'],
      ssoRedirectUris: ['https://app.example.com/sso/callback', 'http://localhost:5173/callback'],
    });
    expect((await save({ logo: svg('<circle r="4"/>') })).status).toBe(200);
    for (const [logo, message] of [
      [svg('<script>alert(1)</script>'), 'The SVG holds scripts or external references'],
      [svg('<image href="https://evil.example.com/x.png"/>'), 'The SVG holds scripts or external references'],
      [svg('<circle onload="alert(1)" r="4"/>'), 'The SVG holds scripts or external references'],
      ['data:image/gif;base64,R0lGODlh', 'The logo must be a PNG or an SVG image'],
      [`data:image/png;base64,${Buffer.alloc(210 * 1024).toString('base64')}`, 'The logo must be at most 200 KB'],
    ]) {
      const answer = await save({ logo });
      expect(answer.status, message).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(JSON.stringify((await save({ primaryColour: 'blue' })).body)).toContain('The primary colour is a hex');
    expect(JSON.stringify((await save({ allowedOrigins: ['https://a.example.com/path'] })).body)).toContain(
      'An allowed origin is a scheme and host',
    );
    // Sign-in redirect URIs (issue 30): https, or http on a loopback host only; no fragment.
    for (const uri of ['http://app.example.com/callback', 'https://app.example.com/cb#x', 'app.example.com/cb']) {
      expect(JSON.stringify((await save({ ssoRedirectUris: [uri] })).body), uri).toContain(
        'A sign-in redirect URI is an https URL',
      );
    }
    const read = await owner.api.call(connectEndpoints.settings, { query: { applicationId: application } });
    expect(read.data.primaryColour).toBe('#1677ff');
    expect(read.data.ssoRedirectUris).toEqual([
      'https://app.example.com/sso/callback',
      'http://localhost:5173/callback',
    ]);
  });

  it('serves the page with a strict policy, framed only by the allowed origins', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const consumer = await consumerOf(owner, application);
    const link = await owner.api.call(connectEndpoints.createLink, {
      body: { applicationId: application, consumerId: consumer.id, data: {} },
    });
    const path = new URL(link.data.url).pathname;
    const policyOf = async () => {
      const answer = await t.app.inject({ method: 'GET', url: path });
      return answer.headers;
    };
    const before = await policyOf();
    expect(before['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(before['content-security-policy']).toContain("script-src 'self'");
    expect(before['referrer-policy']).toBe('no-referrer');
    expect(before['x-frame-options']).toBeUndefined();
    await owner.api.call(connectEndpoints.saveSettings, {
      body: { applicationId: application, data: { allowedOrigins: ['https://app.example.com'] } },
    });
    expect((await policyOf())['content-security-policy']).toContain('frame-ancestors https://app.example.com');
    const unknown = await t.app.inject({ method: 'GET', url: `/connect/cs_${'A'.repeat(43)}` });
    expect(unknown.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('magic links', () => {
  it('mails a 7-day link to the address given; it opens the page, is listed with its state and can be revoked', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const consumer = await consumerOf(owner, application);
    const email = `it.${Date.now()}@customer.example`;
    const created = await owner.api.call(connectEndpoints.createLink, {
      body: { applicationId: application, consumerId: consumer.id, data: { email, integrations: ['bamboohr'] } },
    });
    expect(created.status).toBe(201);
    const days = (new Date(created.data.session.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(created.data.session).toMatchObject({ kind: 'link', email, status: 'pending', integrations: ['bamboohr'] });

    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toMatch(/connect your account/);
    expect(mail.text).toContain('BambooHR');
    expect(mail.links).toContain(created.data.url);
    const page = await t.api.unchecked(connectPageEndpoints.session, {
      headers: { authorization: `Bearer ${tokenOf(created.data.url)}` },
    });
    expect(page.data.consumer.name).toBe('Acme');

    const listed = await owner.api.call(connectEndpoints.links, {
      query: { applicationId: application, consumerId: consumer.id },
    });
    expect(listed.data.map((link) => [link.id, link.status])).toEqual([[created.data.session.id, 'pending']]);
    await owner.api.call(connectEndpoints.revokeLink, {
      params: { id: created.data.session.id },
      body: { applicationId: application },
    });
    const after = await owner.api.call(connectEndpoints.links, {
      query: { applicationId: application, consumerId: consumer.id },
    });
    expect(after.data[0]!.status).toBe('revoked');
    const refused = await t.api.unchecked(connectPageEndpoints.session, {
      headers: { authorization: `Bearer ${tokenOf(created.data.url)}` },
    });
    expect(refused.error).toMatchObject({ statusCode: 410, code: 'CONNECT_TOKEN_REVOKED' });
  });

  it("a test environment's link is the test consumer's, and another application cannot list or revoke it", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    const consumer = await consumerOf(owner, application, 'test');
    const created = await owner.api.call(connectEndpoints.createLink, {
      body: { applicationId: application, consumerId: consumer.id, environment: 'test', data: {} },
    });
    expect(created.data.session.environment).toBe('test');
    const inLive = await owner.api.unchecked(connectEndpoints.links, {
      query: { applicationId: application, consumerId: consumer.id },
    });
    expect(inLive.error).toMatchObject({ statusCode: 404 });
    const other = await ownerWithIntegration(t, 'bamboohr');
    const revoke = await other.owner.api.unchecked(connectEndpoints.revokeLink, {
      params: { id: created.data.session.id },
      body: { applicationId: other.application, environment: 'test' },
    });
    expect(revoke.error).toMatchObject({ statusCode: 404 });
  });
});

describe('OAuth through the hosted page', () => {
  it('authorizes in a popup that lands on /connect/authorized, then completes the session with the connection', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'github-oidc');
    // The application's OAuth app, through which its consumers authorize.
    await owner.api.call(integrationsEndpoints.saveConnection, {
      params: { serviceId: 'github-oidc' },
      query: { application },
      body: { settings: { clientId: PROVIDER_CLIENT.id, clientSecret: PROVIDER_CLIENT.secret }, enabled: true },
    });
    const consumer = await consumerOf(owner, application);
    const link = await owner.api.call(connectEndpoints.createLink, {
      body: { applicationId: application, consumerId: consumer.id, data: { integrations: ['github-oidc'] } },
    });
    const headers = { authorization: `Bearer ${tokenOf(link.data.url)}` };
    const early = await t.api.unchecked(connectPageEndpoints.complete, { body: { serviceId: 'github-oidc' }, headers });
    expect(early.error).toMatchObject({ statusCode: 409, code: 'NOT_AUTHORIZED' });

    const started = await t.api.call(connectPageEndpoints.authorize, { body: { serviceId: 'github-oidc' }, headers });
    const atProvider = await fetch(started.data.authorizeUrl, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const landed = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    const popup = new URL(landed.headers.location as string);
    expect(popup.pathname).toBe('/connect/authorized');
    expect(popup.searchParams.get('authorized')).toBe('github-oidc');

    const done = await t.api.call(connectPageEndpoints.complete, { body: { serviceId: 'github-oidc' }, headers });
    expect(done.data).toMatchObject({ serviceId: 'github-oidc', status: 'connected', redirectTo: null });
    const listed = await owner.api.call(connectEndpoints.links, {
      query: { applicationId: application, consumerId: consumer.id },
    });
    expect(listed.data[0]).toMatchObject({ status: 'completed', connectionId: done.data.connectionId });
  });
});

describe('SAML through the hosted page', () => {
  it("reads the identity provider's metadata from the URL it publishes it at, and names what a bad URL gave", async () => {
    const keys = await generateIdpKeys();
    const xml = idpMetadata(keys.certificate, { entityId: 'https://idp.acme.example/saml' });
    const published = createServer((request, response) => {
      if (request.url === '/metadata.xml') response.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
      else response.writeHead(404).end('no such metadata');
    });
    await new Promise<void>((done) => published.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(published.address() as AddressInfo).port}`;
    try {
      const { owner, application } = await ownerWithIntegration(t, 'okta-saml');
      const consumer = await consumerOf(owner, application);
      const link = await owner.api.call(connectEndpoints.createLink, {
        body: { applicationId: application, consumerId: consumer.id, data: { integrations: ['okta-saml'] } },
      });
      const headers = { authorization: `Bearer ${tokenOf(link.data.url)}` };
      const connect = (metadataUrl: string) =>
        t.api.unchecked(connectPageEndpoints.connect, { body: { serviceId: 'okta-saml', metadataUrl }, headers });

      // Not a URL, or one that gives no metadata: 400 on the field, and the session still open.
      expect((await connect('ftp://idp.example/metadata.xml')).error).toMatchObject({
        statusCode: 400,
        errors: [{ property: 'metadataUrl', constraints: { custom: 'The metadata URL must be an http or https URL' } }],
      });
      const missing = await connect(`${origin}/nothing.xml`);
      expect(missing.error).toMatchObject({
        statusCode: 400,
        errors: [{ property: 'settings', children: [{ property: 'idpMetadata' }] }],
      });
      expect(JSON.stringify(missing.error)).toContain('The metadata URL answered 404');

      const done = await connect(`${origin}/metadata.xml`);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toMatchObject({ data: { serviceId: 'okta-saml', status: 'connected' } });
      const listed = await owner.api.call(connectEndpoints.links, {
        query: { applicationId: application, consumerId: consumer.id },
      });
      const { connectionId } = (done.body as { data: { connectionId: string } }).data;
      expect(listed.data[0]).toMatchObject({ status: 'completed', connectionId });
    } finally {
      await new Promise((done) => published.close(done));
    }
  });
});
