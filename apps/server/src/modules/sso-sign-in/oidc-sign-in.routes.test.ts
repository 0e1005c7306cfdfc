import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_CLIENT,
  startTestOAuthProvider,
  type TestOAuthProvider,
} from '../../connectors/testing/oauth-provider';
import { formBrowser, networkDispatch } from '../../../../../test-support/form-browser';
import { OIDC_TEST_USER, startOidcProvider } from '../../../../../test-support/oidc-provider';
import { type Receiver, startReceiver } from '../../../../../test-support/webhook-receiver';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import {
  authorize,
  CUSTOMER_APP_CALLBACK,
  exchange,
  loggedOutcomes,
  PORTAL_URL,
  portalDispatch,
  refusalOf,
  signInSetup,
} from '../../test/sso-sign-in';
import { useTestApp } from '../../test/test-app';

const CLIENT = { clientId: 'portal-sso', clientSecret: 'portal-sso-secret-0123456789' };
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let github: TestOAuthProvider;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  oidc = await startOidcProvider([{ ...CLIENT, redirectUris: [`${PORTAL_URL}/connections/sso/callback`] }]);
  github = await startTestOAuthProvider();
});
afterAll(async () => {
  await oidc?.close();
  await github?.close();
  await receiver?.close();
});

const t = useTestApp(() => ({
  PUBLIC_URL: PORTAL_URL,
  CONNECTOR_ALLOWED_HOSTS: '127.0.0.1',
  CONNECTOR_GITHUB_OIDC_BASE_URL: github.url,
  WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
}));

const atCallback = (url: URL) => url.toString().startsWith(CUSTOMER_APP_CALLBACK);
const browser = () => formBrowser(portalDispatch(t, networkDispatch));

describe('OpenID Connect sign-in (issue 30)', () => {
  it('signs a user in at a real OpenID provider: PKCE S256 and nonce, ID token verified, profile by code', async () => {
    const setup = await signInSetup(t, 'azure-oidc', { issuer: oidc.issuer, ...CLIENT });
    await setup.owner.api.call(webhooksEndpoints.create, {
      body: {
        application: setup.application,
        deliveryUrl: receiver.url('/sso'),
        unifiedApi: 'SSO',
        events: ['sso.signed_in'],
      },
    });
    const url = await authorize(t, setup, 'azure-oidc');
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PORTAL_URL}/connections/sso/callback`);

    const back = await browser().run(url.toString(), atCallback);
    expect(back.url.searchParams.get('state')).toBe('developer-state');
    const profile = (await exchange(t, setup, back.url.searchParams.get('code')!)).data;
    expect(profile).toMatchObject({
      idpId: OIDC_TEST_USER.email,
      email: OIDC_TEST_USER.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      groups: ['Engineering'],
      consumerId: setup.consumer,
      serviceId: 'azure-oidc',
      raw: { iss: oidc.issuer, aud: CLIENT.clientId, email: OIDC_TEST_USER.email },
    });
    expect(await loggedOutcomes(t, setup)).toEqual([
      { status: 302, body: { outcome: 'signed_in', idpId: OIDC_TEST_USER.email } },
    ]);
    // The event reaches the application's webhook, with the profile but not its raw claims.
    await t.flush();
    const delivered = receiver.received.filter((got) => got.path === '/sso').map((got) => JSON.parse(got.body));
    expect(delivered).toHaveLength(1);
    expect(JSON.stringify(delivered[0])).toContain('sso.signed_in');
    expect(JSON.stringify(delivered[0])).toContain(OIDC_TEST_USER.email);
    expect(JSON.stringify(delivered[0])).not.toContain('"raw"');
  });

  it('refuses an ID token with another nonce than the one this sign-in sent', async () => {
    const setup = await signInSetup(t, 'azure-oidc', { issuer: oidc.issuer, ...CLIENT });
    const url = await authorize(t, setup, 'azure-oidc');
    url.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
    const back = await browser().run(url.toString(), atCallback);
    expect(back.url.searchParams.get('error')).toBe('access_denied');
    expect(refusalOf(back.url.toString())).toBe('nonce mismatch');
    expect(back.url.searchParams.get('code')).toBeNull();
    expect((await loggedOutcomes(t, setup))[0]).toMatchObject({ status: 401, body: { reason: 'nonce mismatch' } });
  });

  it('refuses a code whose PKCE challenge was changed on the way, and a callback used twice', async () => {
    const setup = await signInSetup(t, 'azure-oidc', { issuer: oidc.issuer, ...CLIENT });
    const url = await authorize(t, setup, 'azure-oidc');
    url.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    const back = await browser().run(url.toString(), atCallback);
    expect(refusalOf(back.url.toString())).toBe('code refused');

    const second = await authorize(t, setup, 'azure-oidc');
    let callback: URL | undefined;
    await browser().run(second.toString(), (at) => {
      if (at.pathname === '/connections/sso/callback') callback = at;
      return !!callback;
    });
    const first = await t.app.inject({ method: 'GET', url: `${callback!.pathname}${callback!.search}` });
    expect(first.statusCode).toBe(302);
    const replay = await t.app.inject({ method: 'GET', url: `${callback!.pathname}${callback!.search}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('expired or was already used');
  });
});

describe('GitHub sign-in (OAuth 2.0, issue 30)', () => {
  it("maps GitHub's user and its primary verified address", async () => {
    const setup = await signInSetup(t, 'github-oidc', {
      clientId: PROVIDER_CLIENT.id,
      clientSecret: PROVIDER_CLIENT.secret,
    });
    const url = await authorize(t, setup, 'github-oidc');
    expect(url.pathname).toBe('/login/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('read:user user:email');
    const back = await browser().run(url.toString(), atCallback);
    const profile = (await exchange(t, setup, back.url.searchParams.get('code')!)).data;
    expect(profile).toMatchObject({
      idpId: '1',
      email: 'octo@example.com',
      serviceId: 'github-oidc',
      raw: { login: 'octo' },
    });
  });
});
