import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { ssoSignInEndpoints } from '@portal/shared/unified/sso-sign-in';
import { formBrowser, networkDispatch } from '../../../../../test-support/form-browser';
import { generateIdpKeys, type IdpKeys } from '../../../../../test-support/idp-metadata';
import {
  createTestSamlIdp,
  readAuthnRequest,
  SAML_TEST_USER,
  startSamlIdp,
  type TestSamlIdp,
  wrappedResponse,
} from '../../../../../test-support/saml-idp';
import {
  authorize,
  CUSTOMER_APP_CALLBACK,
  exchange,
  loggedOutcomes,
  PORTAL_URL,
  portalDispatch,
  postToAcs,
  refusalOf,
  signInSetup,
} from '../../test/sso-sign-in';
import { useTestApp } from '../../test/test-app';

let idp: TestSamlIdp;
let spKeys: IdpKeys;
let server: Awaited<ReturnType<typeof startSamlIdp>>;
beforeAll(async () => {
  idp = await createTestSamlIdp();
  spKeys = await generateIdpKeys('portal.test');
  server = await startSamlIdp(idp);
});
afterAll(() => server?.close());

const t = useTestApp(() => ({
  PUBLIC_URL: PORTAL_URL,
  SAML_SP_PRIVATE_KEY: spKeys.private,
  SAML_SP_CERTIFICATE: spKeys.cert,
}));

const SERVICE = 'okta-saml';
const MINUTE = 60_000;

/** A consumer with a SAML connection to the test IdP, and a pending sign-in: its AuthnRequest as the IdP reads it. */
async function pendingSignIn(settings: Record<string, unknown> = {}) {
  const setup = await signInSetup(t, SERVICE, { idpMetadata: idp.metadata(server.url), ...settings });
  const url = await authorize(t, setup, SERVICE);
  const request = readAuthnRequest(url);
  const base = { acsUrl: request.acsUrl, audience: request.issuer, inResponseTo: request.id };
  return { setup, url, request, base };
}

describe('SAML sign-in (issue 30)', () => {
  it('signs a user in through the IdP: AuthnRequest, signed Response at the ACS, code, profile, event, log', async () => {
    const { setup, url, request } = await pendingSignIn();
    // HTTP-Redirect binding: the deflated AuthnRequest names our ACS and entity id; unsigned (the IdP does not ask).
    expect(url.origin + url.pathname).toBe(`${server.url}/sso`);
    expect(url.searchParams.get('Signature')).toBeNull();
    expect(request.acsUrl).toBe(`${PORTAL_URL}/connections/saml/c.${setup.consumer}.${SERVICE}/acs`);
    expect(request.issuer).toBe(`${PORTAL_URL}/connections/saml/c.${setup.consumer}.${SERVICE}/metadata`);

    // The consumer's SP metadata, for the IdP's administrator; an unknown consumer's key has none.
    const spMetadata = await t.app.inject({ method: 'GET', url: new URL(request.issuer).pathname });
    expect(spMetadata.statusCode).toBe(200);
    expect(spMetadata.body).toContain(`Location="${request.acsUrl}"`);
    const stranger = new URL(request.issuer).pathname.replace(setup.consumer, '00000000-0000-4000-8000-000000000000');
    expect((await t.app.inject({ method: 'GET', url: stranger })).statusCode).toBe(404);

    const browser = formBrowser(portalDispatch(t, networkDispatch));
    const back = await browser.run(url.toString(), (at) => at.toString().startsWith(CUSTOMER_APP_CALLBACK));
    expect(back.url.searchParams.get('state')).toBe('developer-state');
    const code = back.url.searchParams.get('code')!;
    const profile = await exchange(t, setup, code);
    expect(profile.data).toMatchObject({
      idpId: SAML_TEST_USER.email,
      email: SAML_TEST_USER.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      groups: ['Engineering', 'Admins'],
      consumerId: setup.consumer,
      serviceId: SERVICE,
      raw: { email: [SAML_TEST_USER.email], groups: ['Engineering', 'Admins'] },
    });
    expect(profile.data.id).toMatch(/^[0-9a-f]{32}$/);
    // The code works once.
    expect((await exchange(t, setup, code)).error).toMatchObject({ statusCode: 400 });

    const events = (
      await setup.owner.api.call(eventsEndpoints.list, {
        query: { applicationId: setup.application, consumerId: setup.consumer },
      })
    ).data;
    expect(events.map((event) => event.eventType)).toContain('sso.signed_in');
    expect(await loggedOutcomes(t, setup)).toContainEqual({
      status: 302,
      body: { outcome: 'signed_in', idpId: SAML_TEST_USER.email },
    });
  });

  it('accepts a Response signed as a whole (not its assertion), and clocks up to 2 minutes apart', async () => {
    const { setup, base } = await pendingSignIn();
    const early = { notBefore: new Date(Date.now() + MINUTE), notOnOrAfter: new Date(Date.now() + 10 * MINUTE) };
    const answer = await postToAcs(t, base.acsUrl, idp.response({ ...base, sign: 'response', ...early }));
    expect(answer.status).toBe(302);
    const code = new URL(answer.location!).searchParams.get('code')!;
    expect((await exchange(t, setup, code)).data.email).toBe(SAML_TEST_USER.email);
  });

  const now = () => Date.now();
  const refusals: Array<[string, string, (base: Parameters<TestSamlIdp['response']>[0]) => string]> = [
    [
      'an expired assertion',
      'assertion expired',
      (base) =>
        idp.response({ ...base, notBefore: new Date(now() - 20 * MINUTE), notOnOrAfter: new Date(now() - 3 * MINUTE) }),
    ],
    [
      'an assertion valid only in 3 minutes',
      'assertion not yet valid',
      (base) =>
        idp.response({ ...base, notBefore: new Date(now() + 3 * MINUTE), notOnOrAfter: new Date(now() + 9 * MINUTE) }),
    ],
    [
      'another audience',
      'audience mismatch',
      (base) => idp.response({ ...base, audience: 'https://other-sp.example/metadata' }),
    ],
    [
      'another recipient',
      'recipient mismatch',
      (base) => idp.response({ ...base, recipient: 'https://evil.example/acs' }),
    ],
    ['an unsigned response', 'signature invalid', (base) => idp.response({ ...base, sign: 'none' })],
    ['a signature by another key', 'signature invalid', (base) => idp.response({ ...base, foreignKey: spKeys })],
    [
      'a signature-wrapping attack',
      'signature invalid',
      (base) => wrappedResponse(idp.responseXml(base), 'mallory@attacker.example'),
    ],
    [
      'a response to a request we never made',
      'unknown InResponseTo',
      (base) => idp.response({ ...base, inResponseTo: '_0123456789abcdef0123456789abcdef01234567' }),
    ],
  ];

  it.each(refusals)(
    'refuses %s: "%s", sent back to the app as an error and in the request log',
    async (_name, reason, make) => {
      const { setup, base } = await pendingSignIn();
      const answer = await postToAcs(t, base.acsUrl, make(base));
      if (reason === 'unknown InResponseTo') {
        // No request of ours to send the browser back to: a page says why.
        expect(answer.status).toBe(400);
        expect(answer.body).toContain(reason);
      } else {
        expect(answer.status).toBe(302);
        expect(new URL(answer.location!).searchParams.get('error')).toBe('access_denied');
        expect(refusalOf(answer.location)).toBe(reason);
        expect(new URL(answer.location!).searchParams.get('code')).toBeNull();
      }
      const logged = await loggedOutcomes(t, setup);
      expect(logged).toEqual([{ status: 401, body: expect.objectContaining({ outcome: 'refused', reason }) }]);
    },
  );

  it('refuses a replayed response: its request was answered already', async () => {
    const { base } = await pendingSignIn();
    const response = idp.response(base);
    expect((await postToAcs(t, base.acsUrl, response)).status).toBe(302);
    const replay = await postToAcs(t, base.acsUrl, response);
    expect(replay.status).toBe(400);
    expect(replay.body).toContain('unknown InResponseTo');
  });

  it('IdP-initiated sign-in is refused unless the connection turns it on; then each assertion ID works once', async () => {
    const off = await pendingSignIn();
    const unsolicited = (base: typeof off.base) => idp.response({ ...base, inResponseTo: null });
    const refused = await postToAcs(t, off.base.acsUrl, unsolicited(off.base));
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('unknown InResponseTo');

    const on = await pendingSignIn({ idpInitiated: 'on' });
    const response = unsolicited(on.base);
    const accepted = await postToAcs(t, on.base.acsUrl, response, CUSTOMER_APP_CALLBACK);
    expect(accepted.location?.startsWith(`${CUSTOMER_APP_CALLBACK}?code=`)).toBe(true);
    const replayed = await postToAcs(t, on.base.acsUrl, response);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toContain('assertion replayed');
    expect((await loggedOutcomes(t, on.setup))[0]).toMatchObject({
      status: 401,
      body: { reason: 'assertion replayed' },
    });
  });

  it('signs the AuthnRequest (HTTP-Redirect SigAlg and Signature) when the metadata wants signed requests', async () => {
    const setup = await signInSetup(t, SERVICE, {
      idpMetadata: idp.metadata(server.url, { wantAuthnRequestsSigned: true }),
    });
    const url = await authorize(t, setup, SERVICE);
    expect(url.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const signed = ['SAMLRequest', 'RelayState', 'SigAlg']
      .map((name) => `${name}=${encodeURIComponent(url.searchParams.get(name)!)}`)
      .join('&');
    const { createVerify } = await import('node:crypto');
    const verify = createVerify('RSA-SHA256').update(signed);
    expect(verify.verify(spKeys.cert, Buffer.from(url.searchParams.get('Signature')!, 'base64'))).toBe(true);
    // Our SP metadata gives the IdP the certificate to check them with.
    const issuer = readAuthnRequest(url).issuer;
    const metadata = (await t.app.inject({ method: 'GET', url: new URL(issuer).pathname })).body;
    expect(metadata).toContain(`<ds:X509Certificate>${spKeys.certificate}</ds:X509Certificate>`);
  });

  it('refuses to start for an unregistered redirect URI, another application’s consumer, or a consumer token', async () => {
    const { setup } = await pendingSignIn();
    const query = { consumerId: setup.consumer, serviceId: SERVICE, redirectUri: 'https://evil.example/cb' };
    const unregistered = await t.api.unchecked(ssoSignInEndpoints.authorize, {
      query,
      headers: { authorization: setup.app },
    });
    expect(unregistered.error).toMatchObject({ statusCode: 400 });
    const other = await signInSetup(t, SERVICE, { idpMetadata: idp.metadata(server.url) });
    const foreign = await t.api.unchecked(ssoSignInEndpoints.authorize, {
      query: { ...query, redirectUri: CUSTOMER_APP_CALLBACK },
      headers: { authorization: other.app },
    });
    expect(foreign.error).toMatchObject({ statusCode: 404 });
    const asConsumer = await t.api.unchecked(ssoSignInEndpoints.authorize, {
      query: { ...query, redirectUri: CUSTOMER_APP_CALLBACK },
      headers: { authorization: setup.consumerAuthorization },
    });
    expect(asConsumer.error).toMatchObject({ statusCode: 403 });
  });
});
