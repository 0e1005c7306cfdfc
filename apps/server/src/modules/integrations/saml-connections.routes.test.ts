import { beforeAll, describe, expect, it } from 'vitest';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import {
  type IdpKeys,
  generateIdpKeys,
  idpMetadata,
  signMetadata,
  withoutSsoUrl,
} from '../../../../../test-support/idp-metadata';
import { applicationBearer, ownerWithIntegration } from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp();

let keys: IdpKeys;
beforeAll(async () => {
  keys = await generateIdpKeys();
});

const withEnabled = (serviceId: string) => ownerWithIntegration(t, serviceId);

/** The settings form's upload: multipart with the file as `settings[idpMetadata]`, as the browser sends it. */
function upload(url: string, authorization: string, xml: string) {
  const form = new FormData();
  form.append('settings[idpMetadata]', new Blob([xml], { type: 'application/samlmetadata+xml' }), 'idp-metadata.xml');
  form.append('enabled', 'true');
  return t.app.inject({ method: 'PATCH', url, headers: { authorization }, payload: form });
}

const portalUpload = (owner: Person, application: string, serviceId: string, xml: string) =>
  upload(`/api/integrations/${serviceId}/connection?application=${application}`, `Bearer ${owner.token}`, xml);

describe('SAML connections', () => {
  it('publishes our service provider per connection: ACS URL, entity id and a downloadable metadata XML', async () => {
    const { owner, application } = await withEnabled('okta-saml');
    const connection = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'okta-saml' }, query: { application } })
    ).data.connection;
    const { acsUrl, spEntityId, metadataUrl } = connection.metadata as {
      acsUrl: string;
      spEntityId: string;
      metadataUrl: string;
    };
    expect(acsUrl).toMatch(new RegExp(`/connections/saml/a\\.${application}\\.okta-saml/acs$`));
    expect(spEntityId).toBe(metadataUrl);
    const download = await t.app.inject({ method: 'GET', url: new URL(metadataUrl).pathname });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    expect(download.headers['content-disposition']).toBe('inline; filename="okta-saml-sp-metadata.xml"');
    expect(download.body).toContain(`entityID="${spEntityId}"`);
    expect(download.body).toContain(`Location="${acsUrl}"`);
    // Another application's key, or a service that is not SAML, has no metadata.
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(metadataUrl).pathname.replace('okta-saml', 'bamboohr') }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/connections/saml/a.00000000-0000-4000-8000-000000000000.okta-saml/metadata',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reads the SSO URL and entity id of IdP metadata signed by its certificate, uploaded as a file', async () => {
    const { owner, application } = await withEnabled('azure-saml');
    const signed = signMetadata(
      idpMetadata(keys.certificate, { entityId: 'https://sts.windows.net/tenant/' }),
      keys.private,
      keys.cert,
    );
    const answer = await portalUpload(owner, application, 'azure-saml', signed);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      state: 'callable',
      enabled: true,
      settings: { ssoUrl: 'https://idp.example.com/sso/saml', ipEntityId: 'https://sts.windows.net/tenant/' },
    });
    const integration = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'azure-saml' }, query: { application } })
    ).data;
    expect(integration).toMatchObject({
      state: 'configured',
      connection: { state: 'callable', settings: { ipEntityId: 'https://sts.windows.net/tenant/' } },
    });
  });

  it('accepts unsigned metadata that carries its certificate, also as JSON', async () => {
    const { owner, application } = await withEnabled('google-saml');
    const answer = await owner.api.call(integrationsEndpoints.saveConnection, {
      params: { serviceId: 'google-saml' },
      query: { application },
      body: {
        settings: {
          idpMetadata: idpMetadata(keys.certificate, { entityId: 'https://accounts.google.com/o/saml2?idpid=C01' }),
        },
      },
    });
    expect(answer.data).toMatchObject({
      state: 'callable',
      settings: { ipEntityId: 'https://accounts.google.com/o/saml2?idpid=C01' },
    });
  });

  it('refuses tampered, malformed, certificate-less and SSO-less metadata with a 400 that names the problem, keeping what was saved', async () => {
    const { owner, application } = await withEnabled('okta-saml');
    const signed = signMetadata(idpMetadata(keys.certificate), keys.private, keys.cert);
    expect((await portalUpload(owner, application, 'okta-saml', signed)).statusCode).toBe(200);
    const refusals = [
      [
        signed.replace('https://idp.example.com/sso/saml', 'https://attacker.example.net/sso'),
        /^The metadata signature does not verify/,
      ],
      [
        '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><unclosed>',
        /^The metadata is not well-formed XML/,
      ],
      [idpMetadata(null), /^The metadata has no signing certificate$/],
      [withoutSsoUrl(keys.certificate), /^The metadata has no single sign-on URL/],
    ] as const;
    for (const [xml, message] of refusals) {
      const answer = await portalUpload(owner, application, 'okta-saml', xml);
      expect(answer.statusCode, xml.slice(0, 80)).toBe(400);
      const { error } = answer.json() as {
        error: {
          code: string;
          message: string;
          errors: Array<{ property: string; children: Array<{ property: string }> }>;
        };
      };
      expect(error).toMatchObject({
        statusCode: 400,
        code: 'INVALID_METADATA',
        message: expect.stringMatching(message),
      });
      expect(error.errors[0]).toMatchObject({ property: 'settings', children: [{ property: 'idpMetadata' }] });
    }
    const kept = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'okta-saml' }, query: { application } })
    ).data.connection;
    expect(kept).toMatchObject({ state: 'callable', settings: { ssoUrl: 'https://idp.example.com/sso/saml' } });
  });

  it('takes the upload from a token holder too, and refuses a file that is too large', async () => {
    const { owner, application } = await withEnabled('okta-saml');
    const bearer = await applicationBearer(t, owner, application);
    const url = '/api/connections/SSO/okta-saml';
    const answer = await upload(url, bearer, idpMetadata(keys.certificate));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      state: 'callable',
      consumerId: null,
      metadata: { acsUrl: expect.stringMatching(/\/acs$/) },
    });
    const read = await t.api.call(connectionsEndpoints.get, {
      params: { unifiedApi: 'SSO', serviceId: 'okta-saml' },
      headers: { authorization: bearer },
    });
    expect(read.data.settings).toMatchObject({ ssoUrl: 'https://idp.example.com/sso/saml' });
    const huge = await upload(url, bearer, `${idpMetadata(keys.certificate)}<!--${'x'.repeat(1024 * 1024)}-->`);
    expect(huge.statusCode).toBe(413);
  });
});
