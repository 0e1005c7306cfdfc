import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseIdpMetadata, SamlMetadataError } from './idp-metadata';
import { serviceProviderFor, serviceProviderMetadataXml } from './sp-metadata';

const base64Of = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

function idpMetadata(certificate: string | null, options: { ssoUrl?: string | null; entityId?: string } = {}) {
  const sso = options.ssoUrl === null ? '' : `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${options.ssoUrl ?? 'https://idp.example.com/sso/saml'}"/>`;
  const key = certificate
    ? `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ID="_idp-metadata" entityID="${options.entityId ?? 'https://idp.example.com/metadata'}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${key}<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example.com/sso/post"/>${sso}</md:IDPSSODescriptor></md:EntityDescriptor>`;
}

function sign(xml: string, privateKey: string, cert: string) {
  const signer = new SignedXml({
    privateKey,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: "/*[local-name(.)='EntityDescriptor']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  signer.computeSignature(xml, { location: { reference: "/*[local-name(.)='EntityDescriptor']", action: 'prepend' } });
  return signer.getSignedXml();
}

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
  let keys: { private: string; cert: string };
  let certificate: string;
  beforeAll(async () => {
    keys = await generate([{ name: 'commonName', value: 'idp.example.com' }], { keySize: 2048, algorithm: 'sha256' });
    certificate = base64Of(keys.cert);
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
    const other = await generate([{ name: 'commonName', value: 'other.example.com' }], { keySize: 2048, algorithm: 'sha256' });
    const forged = sign(idpMetadata(certificate), other.private, keys.cert);
    expect(problemOf(forged).problem).toBe('signature_invalid');
  });

  it('accepts unsigned metadata that carries its signing certificate', () => {
    expect(parseIdpMetadata(idpMetadata(certificate))).toMatchObject({ signed: false, ssoUrl: 'https://idp.example.com/sso/saml' });
  });

  it('falls back to the HTTP-POST SSO URL', () => {
    expect(parseIdpMetadata(idpMetadata(certificate, { ssoUrl: null })).ssoUrl).toBe('https://idp.example.com/sso/post');
  });

  it('names the problem of malformed metadata and metadata without certificate, IdP or entity id', () => {
    expect(problemOf('<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><unclosed>')).toMatchObject({ problem: 'malformed' });
    expect(problemOf('')).toEqual({ problem: 'malformed', message: 'The metadata is empty' });
    expect(problemOf(idpMetadata(null))).toEqual({ problem: 'no_signing_certificate', message: 'The metadata has no signing certificate' });
    expect(problemOf(idpMetadata('bm90IGEgY2VydGlmaWNhdGU='))).toMatchObject({ problem: 'no_signing_certificate' });
    expect(problemOf(idpMetadata(certificate, { entityId: '' }))).toMatchObject({ problem: 'no_entity_id' });
    expect(problemOf('<root/>')).toMatchObject({ problem: 'not_idp_metadata' });
    const noSso = idpMetadata(certificate, { ssoUrl: null }).replace(/<md:SingleSignOnService[^>]*\/>/g, '');
    expect(problemOf(noSso)).toMatchObject({ problem: 'no_sso_url' });
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
    expect(xml).toContain('<md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://portal.example.com/api/sso/saml/conn_123/acs"');
    expect(serviceProviderMetadataXml({ spEntityId: 'urn:a&b', acsUrl: 'https://x/acs?a=1&b=2' })).toContain('entityID="urn:a&amp;b"');
  });
});
