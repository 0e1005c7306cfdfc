import { X509Certificate } from 'node:crypto';
import type { Element as XmlElement } from '@xmldom/xmldom';
import { onFirstUse } from '../../lib/load-on-use';

// Loaded with the first metadata read: a portal without SAML connections does not hold them.
const xmldom = onFirstUse<typeof import('@xmldom/xmldom')>('@xmldom/xmldom');
const xmlCrypto = onFirstUse<typeof import('xml-crypto')>('xml-crypto');

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

export type SamlMetadataProblem =
  'malformed' | 'not_idp_metadata' | 'no_entity_id' | 'no_sso_url' | 'no_signing_certificate' | 'signature_invalid';

/** Metadata the portal refuses, with a message that names the problem (answered as a 400). */
export class SamlMetadataError extends Error {
  constructor(
    readonly problem: SamlMetadataProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SamlMetadataError';
  }
}

/** What a SAML connection keeps from the identity provider's metadata (001 §3: ssoUrl, ipEntityId). */
export interface IdpMetadata {
  ipEntityId: string;
  ssoUrl: string;
  ssoBinding: string;
  /** Base64 DER of each signing certificate, whitespace removed. */
  signingCertificates: string[];
  /** Whether the document carried a signature (and it verified). */
  signed: boolean;
  /** `WantAuthnRequestsSigned="true"` on the IDPSSODescriptor: our AuthnRequests must be signed. */
  wantAuthnRequestsSigned: boolean;
}

const childrenOf = (parent: XmlElement, namespace: string, name: string): XmlElement[] =>
  Array.from(parent.childNodes).filter(
    (node): node is XmlElement =>
      node.nodeType === 1 && (node as XmlElement).namespaceURI === namespace && (node as XmlElement).localName === name,
  );

function parseXml(xml: string) {
  const problems: string[] = [];
  let document;
  try {
    document = new (xmldom().DOMParser)({
      onError: (level, message) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (!document || problems.length > 0 || !document.documentElement) {
    throw new SamlMetadataError(
      'malformed',
      `The metadata is not well-formed XML${problems[0] ? `: ${problems[0].split('\n')[0]}` : ''}`,
    );
  }
  return document;
}

/** The EntityDescriptor holding an IDPSSODescriptor: the root, or one inside an EntitiesDescriptor. */
function identityProviderOf(root: XmlElement): { entity: XmlElement; idp: XmlElement } {
  const entities =
    root.namespaceURI === MD && root.localName === 'EntityDescriptor'
      ? [root]
      : root.namespaceURI === MD && root.localName === 'EntitiesDescriptor'
        ? childrenOf(root, MD, 'EntityDescriptor')
        : [];
  for (const entity of entities) {
    const idp = childrenOf(entity, MD, 'IDPSSODescriptor')[0];
    if (idp) return { entity, idp };
  }
  throw new SamlMetadataError(
    'not_idp_metadata',
    'The metadata describes no SAML 2.0 identity provider (no IDPSSODescriptor)',
  );
}

function signingCertificatesOf(idp: XmlElement): string[] {
  const certificates: string[] = [];
  for (const key of childrenOf(idp, MD, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const node of Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate'))) {
      const base64 = (node.textContent ?? '').replace(/\s+/g, '');
      if (!base64) continue;
      try {
        new X509Certificate(Buffer.from(base64, 'base64'));
      } catch {
        throw new SamlMetadataError(
          'no_signing_certificate',
          'The signing certificate in the metadata is not a valid X.509 certificate',
        );
      }
      certificates.push(base64);
    }
  }
  if (certificates.length === 0)
    throw new SamlMetadataError('no_signing_certificate', 'The metadata has no signing certificate');
  return certificates;
}

const toPem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

/**
 * Verifies an enveloped signature of the signed element (the document's root or the EntityDescriptor): the
 * digest must match the document as received and the reference must point at that element, so neither a
 * tampered document nor a signature moved from elsewhere passes.
 */
function verifySignature(xml: string, signed: XmlElement, signature: XmlElement, fallbackCertificate: string) {
  const keyCertificate = (signature.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent ?? '').replace(
    /\s+/g,
    '',
  );
  const verifier = new (xmlCrypto().SignedXml)({
    publicCert: toPem(keyCertificate || fallbackCertificate),
    getCertFromKeyInfo: () => null,
  });
  verifier.loadSignature(new (xmldom().XMLSerializer)().serializeToString(signature));
  let valid: boolean;
  try {
    valid = verifier.checkSignature(xml);
  } catch (error) {
    throw new SamlMetadataError(
      'signature_invalid',
      `The metadata signature does not verify: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const id = signed.getAttribute('ID');
  const uris = verifier.getReferences().map((reference) => reference.uri ?? '');
  if (!valid || !uris.every((uri) => uri === '' || (id && uri === `#${id}`))) {
    throw new SamlMetadataError(
      'signature_invalid',
      'The metadata signature does not verify: the document was changed after it was signed',
    );
  }
}

/**
 * Parses and validates an identity provider's SAML 2.0 metadata: entity id, SSO URL (HTTP-Redirect preferred,
 * else HTTP-POST) and signing certificates. A signed document must verify; an unsigned one is accepted when it
 * carries its certificate, as identity providers commonly publish it.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (typeof xml !== 'string' || xml.trim() === '') throw new SamlMetadataError('malformed', 'The metadata is empty');
  const root = parseXml(xml).documentElement as unknown as XmlElement;
  const { entity, idp } = identityProviderOf(root);
  const ipEntityId = entity.getAttribute('entityID')?.trim();
  if (!ipEntityId) throw new SamlMetadataError('no_entity_id', 'The metadata has no entityID');
  const services = childrenOf(idp, MD, 'SingleSignOnService').filter((service) => service.getAttribute('Location'));
  const service =
    services.find((candidate) => candidate.getAttribute('Binding') === REDIRECT) ??
    services.find((candidate) => candidate.getAttribute('Binding') === POST);
  if (!service)
    throw new SamlMetadataError(
      'no_sso_url',
      'The metadata has no single sign-on URL (SingleSignOnService with HTTP-Redirect or HTTP-POST)',
    );
  const signingCertificates = signingCertificatesOf(idp);
  const signature = [root, entity]
    .map((element) => ({ element, signature: childrenOf(element, DS, 'Signature')[0] }))
    .find((entry) => entry.signature);
  if (signature?.signature) verifySignature(xml, signature.element, signature.signature, signingCertificates[0]!);
  return {
    ipEntityId,
    ssoUrl: service.getAttribute('Location')!,
    ssoBinding: service.getAttribute('Binding')!,
    signingCertificates,
    signed: !!signature,
    wantAuthnRequestsSigned: ['true', '1'].includes(idp.getAttribute('WantAuthnRequestsSigned')?.trim() ?? ''),
  };
}
