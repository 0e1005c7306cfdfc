import { randomUUID } from 'node:crypto';
import { onFirstUse } from '../../lib/load-on-use';

const xmlCrypto = onFirstUse<typeof import('xml-crypto')>('xml-crypto');

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a SAML 2.0 bearer assertion for an OAuth token endpoint (RFC 7522) states. */
export interface BearerAssertionInput {
  /** The OAuth client the assertion is issued by (SuccessFactors: the API key). */
  issuer: string;
  /** The user the token will act as. */
  subject: string;
  audience: string;
  /** The token endpoint the assertion is presented to. */
  recipient: string;
  /** Attributes to state, e.g. SuccessFactors' `api_key`. */
  attributes?: Record<string, string>;
  /** The PEM private key of the certificate registered with the vendor. */
  privateKey: string;
  lifetimeSeconds?: number;
  now?: Date;
}

/**
 * A SAML 2.0 assertion signed with RSA-SHA256 (enveloped, exclusive canonicalisation; the signature after the Issuer,
 * as the SAML schema orders it), base64-encoded as the `assertion` of a saml2-bearer token request. The signing
 * package loads on first use (docs/decisions.md, Performance).
 */
export function signedBearerAssertion(input: BearerAssertionInput): string {
  const now = input.now ?? new Date();
  const instant = now.toISOString();
  const until = new Date(now.getTime() + (input.lifetimeSeconds ?? 600) * 1000).toISOString();
  const attributes = Object.entries(input.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml2:Attribute Name="${escapeXml(name)}"><saml2:AttributeValue>${escapeXml(value)}</saml2:AttributeValue></saml2:Attribute>`,
    )
    .join('');
  const xml = [
    `<saml2:Assertion xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" IssueInstant="${instant}" Version="2.0">`,
    `<saml2:Issuer>${escapeXml(input.issuer)}</saml2:Issuer>`,
    '<saml2:Subject>',
    `<saml2:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escapeXml(input.subject)}</saml2:NameID>`,
    '<saml2:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">',
    `<saml2:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${escapeXml(input.recipient)}"/>`,
    '</saml2:SubjectConfirmation>',
    '</saml2:Subject>',
    `<saml2:Conditions NotBefore="${instant}" NotOnOrAfter="${until}">`,
    `<saml2:AudienceRestriction><saml2:Audience>${escapeXml(input.audience)}</saml2:Audience></saml2:AudienceRestriction>`,
    '</saml2:Conditions>',
    `<saml2:AuthnStatement AuthnInstant="${instant}" SessionIndex="_${randomUUID()}">`,
    '<saml2:AuthnContext><saml2:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml2:AuthnContextClassRef></saml2:AuthnContext>',
    '</saml2:AuthnStatement>',
    attributes ? `<saml2:AttributeStatement>${attributes}</saml2:AttributeStatement>` : '',
    '</saml2:Assertion>',
  ].join('');
  const signer = new (xmlCrypto().SignedXml)({
    privateKey: input.privateKey,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  signer.addReference({
    xpath: "/*[local-name(.)='Assertion']",
    transforms: [ENVELOPED, EXC_C14N],
    digestAlgorithm: SHA256,
  });
  signer.computeSignature(xml, {
    location: { reference: "/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return Buffer.from(signer.getSignedXml()).toString('base64');
}

/**
 * Whether a base64 assertion carries a valid signature of `publicKey` over the whole assertion (a simulator's check
 * of what a vendor verifies), and its text for reading the statements.
 */
export function verifyBearerAssertion(assertion: string, publicKey: string): { valid: boolean; xml: string } {
  const xml = Buffer.from(assertion, 'base64').toString('utf8');
  const verifier = new (xmlCrypto().SignedXml)({ publicCert: publicKey, getCertFromKeyInfo: () => null });
  const signature = /<(?:\w+:)?Signature[\s>][\s\S]*<\/(?:\w+:)?Signature>/.exec(xml)?.[0];
  if (!signature) return { valid: false, xml };
  try {
    verifier.loadSignature(signature);
    return { valid: verifier.checkSignature(xml), xml };
  } catch {
    return { valid: false, xml };
  }
}
