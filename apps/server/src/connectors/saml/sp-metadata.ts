/** Our service provider's side of a SAML connection (001 §3: metadata.acsUrl, metadata.spEntityId). */
export interface ServiceProvider {
  spEntityId: string;
  acsUrl: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The service provider of one connection, from the portal's public URL: the entity id is the metadata's own
 * URL (a common convention that makes the id resolvable) and the ACS receives HTTP-POST responses.
 * `basePath` is where the portal mounts its SAML routes for connections.
 */
export function serviceProviderFor(
  publicUrl: string,
  connectionId: string,
  basePath = '/api/sso/saml',
): ServiceProvider & { metadataUrl: string } {
  const base = `${publicUrl.replace(/\/+$/, '')}${basePath}/${encodeURIComponent(connectionId)}`;
  return { spEntityId: `${base}/metadata`, metadataUrl: `${base}/metadata`, acsUrl: `${base}/acs` };
}

/**
 * SAML 2.0 metadata of our service provider, for the identity provider's administrator to upload. With the
 * certificate our AuthnRequests are signed with (`signingCertificate`, PEM) it carries it as the signing key: requests
 * are signed for an identity provider whose metadata wants them signed (`AuthnRequestsSigned` stays false: not all
 * are).
 */
export function serviceProviderMetadataXml(
  sp: ServiceProvider,
  options: { nameIdFormat?: string; signingCertificate?: string | undefined } = {},
): string {
  const nameIdFormat = options.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
  const certificate = options.signingCertificate?.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const key = certificate
    ? [
        '    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>' +
          `<ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
      ]
    : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(sp.spEntityId)}">`,
    '  <md:SPSSODescriptor AuthnRequestsSigned="false" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
    ...key,
    `    <md:NameIDFormat>${escapeXml(nameIdFormat)}</md:NameIDFormat>`,
    `    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(sp.acsUrl)}" index="0" isDefault="true"/>`,
    '  </md:SPSSODescriptor>',
    '</md:EntityDescriptor>',
    '',
  ].join('\n');
}
