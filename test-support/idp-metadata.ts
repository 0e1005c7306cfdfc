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

/** Makes a certificate and key, and metadata signed with them (enveloped, RSA-SHA256, exclusive C14N). */
export async function testIdentityProvider(name = 'idp.example.com'): Promise<TestIdentityProvider> {
  const keys = await generate([{ name: 'commonName', value: name }], { keySize: 2048, algorithm: 'sha256' });
  const entityId = `https://${name}/metadata`;
  const ssoUrl = `https://${name}/sso/saml`;
  const unsigned = metadataXml(base64Of(keys.cert), entityId, ssoUrl);
  const signer = new SignedXml({
    privateKey: keys.private,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: "/*[local-name(.)='EntityDescriptor']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  signer.computeSignature(unsigned, { location: { reference: "/*[local-name(.)='EntityDescriptor']", action: 'prepend' } });
  const signed = signer.getSignedXml();
  return { entityId, ssoUrl, signed, tampered: signed.replace(ssoUrl, `https://attacker.example.net/sso/saml`), unsigned };
}
