import { beforeAll, describe, expect, it } from 'vitest';
import {
  type IdpKeys,
  generateIdpKeys,
  idpMetadata,
  signMetadata as sign,
  withoutSsoUrl,
} from '../../../../../test-support/idp-metadata';
import { parseIdpMetadata, SamlMetadataError } from './idp-metadata';
import { serviceProviderFor, serviceProviderMetadataXml } from './sp-metadata';

const problemOf = (xml: string) => {
  try {
    parseIdpMetadata(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(SamlMetadataError);
    return { problem: (error as SamlMetadataError).problem, message: (error as SamlMetadataError).message };
  }
  throw new Error('The metadata was accepted');
};

describe('identity provider metadata', () => {
  let keys: IdpKeys;
  let certificate: string;
  beforeAll(async () => {
    keys = await generateIdpKeys();
    certificate = keys.certificate;
  });

  it('accepts metadata signed by its certificate and reads entity id, SSO URL and certificate', () => {
    const signed = sign(idpMetadata(certificate), keys.private, keys.cert);
    expect(signed).toMatch(/<(ds:)?Signature /);
    expect(parseIdpMetadata(signed)).toEqual({
      ipEntityId: 'https://idp.example.com/metadata',
      ssoUrl: 'https://idp.example.com/sso/saml',
      ssoBinding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
      signingCertificates: [certificate],
      signed: true,
      wantAuthnRequestsSigned: false,
    });
  });

  it('refuses a signed document changed after signing', () => {
    const signed = sign(idpMetadata(certificate), keys.private, keys.cert);
    const tampered = signed.replace('https://idp.example.com/sso/saml', 'https://attacker.example.net/sso');
    expect(tampered).not.toBe(signed);
    expect(problemOf(tampered)).toEqual({
      problem: 'signature_invalid',
      message: expect.stringMatching(/^The metadata signature does not verify/),
    });
  });

  it('refuses a signature made with another key than the one it names', async () => {
    const other = await generateIdpKeys('other.example.com');
    const forged = sign(idpMetadata(certificate), other.private, keys.cert);
    expect(problemOf(forged).problem).toBe('signature_invalid');
  });

  it('accepts unsigned metadata that carries its signing certificate', () => {
    expect(parseIdpMetadata(idpMetadata(certificate))).toMatchObject({
      signed: false,
      wantAuthnRequestsSigned: false,
      ssoUrl: 'https://idp.example.com/sso/saml',
    });
  });

  it('falls back to the HTTP-POST SSO URL', () => {
    expect(parseIdpMetadata(idpMetadata(certificate, { ssoUrl: null })).ssoUrl).toBe(
      'https://idp.example.com/sso/post',
    );
  });

  it('names the problem of malformed metadata and metadata without certificate, IdP or entity id', () => {
    expect(problemOf('<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><unclosed>')).toMatchObject({
      problem: 'malformed',
    });
    expect(problemOf('')).toEqual({ problem: 'malformed', message: 'The metadata is empty' });
    expect(problemOf(idpMetadata(null))).toEqual({
      problem: 'no_signing_certificate',
      message: 'The metadata has no signing certificate',
    });
    expect(problemOf(idpMetadata('bm90IGEgY2VydGlmaWNhdGU='))).toMatchObject({ problem: 'no_signing_certificate' });
    expect(problemOf(idpMetadata(certificate, { entityId: '' }))).toMatchObject({ problem: 'no_entity_id' });
    expect(problemOf('<root/>')).toMatchObject({ problem: 'not_idp_metadata' });
    expect(problemOf(withoutSsoUrl(certificate))).toMatchObject({ problem: 'no_sso_url' });
  });
});

describe('service provider metadata', () => {
  it('gives each connection an entity id and ACS URL and publishes them as SAML 2.0 metadata', () => {
    const sp = serviceProviderFor('https://portal.example.com/', 'conn_123');
    expect(sp).toEqual({
      spEntityId: 'https://portal.example.com/api/sso/saml/conn_123/metadata',
      metadataUrl: 'https://portal.example.com/api/sso/saml/conn_123/metadata',
      acsUrl: 'https://portal.example.com/api/sso/saml/conn_123/acs',
    });
    const xml = serviceProviderMetadataXml(sp);
    expect(xml).toContain('entityID="https://portal.example.com/api/sso/saml/conn_123/metadata"');
    expect(xml).toContain(
      '<md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://portal.example.com/api/sso/saml/conn_123/acs"',
    );
    expect(serviceProviderMetadataXml({ spEntityId: 'urn:a&b', acsUrl: 'https://x/acs?a=1&b=2' })).toContain(
      'entityID="urn:a&amp;b"',
    );
  });
});
