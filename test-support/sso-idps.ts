import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateIdpKeys, type IdpKeys } from './idp-metadata';
import { OIDC_TEST_USER, startOidcProvider } from './oidc-provider';
import { createTestSamlIdp, SAML_TEST_USER, startSamlIdp } from './saml-idp';

/**
 * `npm run sso:idps`: the identity providers of the SSO tests on loopback, for trying single sign-on locally
 * (README, "Sign in your customers' users"): a SAML IdP and an OpenID provider. Their keys are kept in the system's
 * temporary folder, so uploaded metadata stays valid across restarts.
 */
const portal = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const samlPort = Number(process.env.SAML_IDP_PORT ?? 7401);
const oidcPort = Number(process.env.OIDC_PROVIDER_PORT ?? 7402);
export const DEMO_OIDC_CLIENT = { clientId: 'portal-sso-demo', clientSecret: 'portal-sso-demo-secret' };

const keysFile = join(tmpdir(), 'portal-sso-idps-keys.json');
let keys: IdpKeys;
if (existsSync(keysFile)) keys = JSON.parse(readFileSync(keysFile, 'utf8')) as IdpKeys;
else {
  keys = await generateIdpKeys('idp.customer.example');
  writeFileSync(keysFile, JSON.stringify(keys), { mode: 0o600 });
}

const saml = await startSamlIdp(await createTestSamlIdp('https://idp.customer.example/saml', keys), { port: samlPort });
const oidc = await startOidcProvider([{ ...DEMO_OIDC_CLIENT, redirectUris: [`${portal}/connections/sso/callback`] }], {
  port: oidcPort,
});
console.log(`SAML identity provider   ${saml.url}
  metadata URL           ${saml.metadataUrl}
  signs in as            ${SAML_TEST_USER.email} (any email typed on its page)
OpenID provider          ${oidc.issuer}
  issuer                 ${oidc.issuer}
  client ID / secret     ${DEMO_OIDC_CLIENT.clientId} / ${DEMO_OIDC_CLIENT.clientSecret}
  redirect URI           ${portal}/connections/sso/callback
  signs in as            ${OIDC_TEST_USER.email} (any email typed on its page)
Ctrl-C stops both.`);
