import type { generateIdpKeys } from '../../../../../test-support/idp-metadata';

export { generateIdpKeys, signMetadata } from '../../../../../test-support/idp-metadata';

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
export const withoutSsoUrl = (certificate: string) => idpMetadata(certificate, { ssoUrl: null }).replace(/<md:SingleSignOnService[^>]*\/>/g, '');
