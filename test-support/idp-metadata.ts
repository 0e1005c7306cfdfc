import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/** An identity provider's SAML 2.0 metadata for tests: signed by a certificate made for the test, or not. */
export interface TestIdentityProvider {
  entityId: string;
  ssoUrl: string;
  /** The metadata signed with the provider's key (its certificate inside). */
  signed: string;
  /** The signed metadata with its SSO URL changed after signing. */
  tampered: string;
  /** The metadata unsigned, carrying its certificate, as providers commonly publish it. */
  unsigned: string;
}

const base64Of = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

function metadataXml(certificate: string, entityId: string, ssoUrl: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ID="_idp-metadata" entityID="${entityId}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/></md:IDPSSODescriptor></md:EntityDescriptor>`;
}

/** A fresh RSA key and self-signed certificate: PEM key and certificate, and the certificate's base64. */
export async function generateIdpKeys(
  commonName = 'idp.example.com',
): Promise<{ private: string; cert: string; certificate: string }> {
  const keys = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' });
  return { private: keys.private, cert: keys.cert, certificate: base64Of(keys.cert) };
}

/** The document signed (enveloped, RSA-SHA256, exclusive C14N) with `privateKey`, naming `cert`. */
export function signMetadata(xml: string, privateKey: string, cert: string): string {
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

/** Makes a certificate and key, and metadata signed with them (enveloped, RSA-SHA256, exclusive C14N). */
export async function testIdentityProvider(name = 'idp.example.com'): Promise<TestIdentityProvider> {
  const keys = await generateIdpKeys(name);
  const entityId = `https://${name}/metadata`;
  const ssoUrl = `https://${name}/sso/saml`;
  const unsigned = metadataXml(keys.certificate, entityId, ssoUrl);
  const signed = signMetadata(unsigned, keys.private, keys.cert);
  return {
    entityId,
    ssoUrl,
    signed,
    tampered: signed.replace(ssoUrl, `https://attacker.example.net/sso/saml`),
    unsigned,
  };
}

/** A generated signing key pair of a test identity provider: PEM key and certificate, and the certificate's base64. */
export type IdpKeys = Awaited<ReturnType<typeof generateIdpKeys>>;

/**
 * SAML 2.0 metadata of an identity provider, as Azure, Google and Okta publish it: `certificate` (base64) as the
 * signing key (none: null), an HTTP-POST SSO service and, unless `ssoUrl` is null, an HTTP-Redirect one.
 */
export function idpMetadata(certificate: string | null, options: { ssoUrl?: string | null; entityId?: string } = {}) {
  const sso =
    options.ssoUrl === null
      ? ''
      : `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${options.ssoUrl ?? 'https://idp.example.com/sso/saml'}"/>`;
  const key = certificate
    ? `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ID="_idp-metadata" entityID="${options.entityId ?? 'https://idp.example.com/metadata'}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${key}<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example.com/sso/post"/>${sso}</md:IDPSSODescriptor></md:EntityDescriptor>`;
}

/** The metadata with no SingleSignOnService at all. */
export const withoutSsoUrl = (certificate: string) =>
  idpMetadata(certificate, { ssoUrl: null }).replace(/<md:SingleSignOnService[^>]*\/>/g, '');
