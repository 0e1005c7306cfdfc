import type { Element as XmlElement } from '@xmldom/xmldom';
import { onFirstUse } from '../../lib/load-on-use';
import type { IdpMetadata } from '../saml/idp-metadata';
import type { ServiceProvider } from '../saml/sp-metadata';
import { SignInRefused, type SsoIdentity } from './sso-profile';

// Loaded with the first SAML sign-in: a portal without SAML connections does not hold them.
const nodeSaml = onFirstUse<typeof import('@node-saml/node-saml')>('@node-saml/node-saml');
const xmldom = onFirstUse<typeof import('@xmldom/xmldom')>('@xmldom/xmldom');

const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
/** At most this much clock difference with the identity provider (issue 30). */
export const SAML_CLOCK_SKEW_MS = 2 * 60_000;

/** Our key and certificate (PEM) for signing AuthnRequests, when the operator configured them. */
export interface SpSigningKey {
  privateKey: string;
  certificate: string;
}

export interface SamlSignInSetup {
  idp: IdpMetadata;
  sp: ServiceProvider;
  signingKey?: SpSigningKey | undefined;
  /** Accept a response that answers no request of ours (IdP-initiated); off unless the connection turns it on. */
  idpInitiated: boolean;
}

const toPem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

/**
 * node-saml (@node-saml/node-saml) configured for one connection. It checks the signature over the Response or the
 * Assertion with the metadata's certificates and reads only the signed XML it verified (wrapping attacks), the
 * Issuer, the Audience, NotBefore/NotOnOrAfter with SAML_CLOCK_SKEW_MS, and InResponseTo through `isPending`.
 */
function samlOf(setup: SamlSignInSetup, requestId: string, isPending: (id: string) => Promise<boolean>) {
  const { SAML, ValidateInResponseTo } = nodeSaml();
  return new SAML({
    entryPoint: setup.idp.ssoUrl,
    issuer: setup.sp.spEntityId,
    callbackUrl: setup.sp.acsUrl,
    audience: setup.sp.spEntityId,
    idpIssuer: setup.idp.ipEntityId,
    idpCert: setup.idp.signingCertificates.map(toPem),
    // Either the Response or the Assertion must be signed: node-saml requires the assertion's signature when the
    // response has none.
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: setup.idpInitiated ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60_000,
    cacheProvider: {
      saveAsync: async () => null,
      getAsync: async (key: string) => ((await isPending(key)) ? new Date().toISOString() : null),
      removeAsync: async () => null,
    },
    generateUniqueId: () => requestId,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(setup.signingKey
      ? {
          privateKey: setup.signingKey.privateKey,
          publicCert: setup.signingKey.certificate,
          signatureAlgorithm: 'sha256',
        }
      : {}),
  });
}

/**
 * The identity provider's URL for an AuthnRequest in the HTTP-Redirect binding (deflated, base64, signed with
 * SigAlg/Signature when the metadata wants signed requests). `requestId` becomes the request's ID.
 */
export async function samlAuthorizeUrl(setup: SamlSignInSetup, requestId: string, relayState: string): Promise<string> {
  if (setup.idp.wantAuthnRequestsSigned && !setup.signingKey)
    throw new SignInRefused(
      'signing key missing',
      'The identity provider wants signed requests: set SAML_SP_PRIVATE_KEY and SAML_SP_CERTIFICATE (docs/sso.md)',
    );
  const setupForRequest = setup.idp.wantAuthnRequestsSigned ? setup : { ...setup, signingKey: undefined };
  return samlOf(setupForRequest, requestId, async () => false).getAuthorizeUrlAsync(relayState, undefined, {});
}

/** node-saml's refusals, as the reasons the request log shows. */
function reasonOf(message: string): string {
  const rules: Array<[RegExp, string]> = [
    // node-saml's words when no SubjectConfirmationData is within its time (its NotOnOrAfter passed).
    [/NotOnOrAfter|expired|No valid subject confirmation/i, 'assertion expired'],
    [/NotBefore|not yet valid/i, 'assertion not yet valid'],
    [/audience/i, 'audience mismatch'],
    [/InResponseTo/i, 'unknown InResponseTo'],
    [/issuer/i, 'issuer mismatch'],
    [/signature|No SignedInfo|signed/i, 'signature invalid'],
    [/status|Responder|Requester/i, 'identity provider refused'],
  ];
  return rules.find(([pattern]) => pattern.test(message))?.[1] ?? 'response invalid';
}

const textOf = (element: XmlElement | undefined) => element?.textContent?.trim() ?? '';

function firstIn(parent: XmlElement, name: string): XmlElement | undefined {
  return parent.getElementsByTagNameNS(SAML, name)[0] as XmlElement | undefined;
}

/** The signed assertion's attributes, by name, each a list of values. */
function attributesOf(assertion: XmlElement): Record<string, string[]> {
  const attributes: Record<string, string[]> = {};
  for (const attribute of Array.from(assertion.getElementsByTagNameNS(SAML, 'Attribute'))) {
    const name = attribute.getAttribute('Name');
    if (!name) continue;
    const values = Array.from(attribute.getElementsByTagNameNS(SAML, 'AttributeValue')).map((value) =>
      textOf(value as XmlElement),
    );
    attributes[name] = [...(attributes[name] ?? []), ...values];
  }
  return attributes;
}

/** A validated sign-in: who, the assertion's ID (used once), and the request it answers (null: IdP-initiated). */
export interface SamlSignIn {
  identity: SsoIdentity;
  assertionId: string;
  inResponseTo: string | null;
  /** When the assertion stops being valid: its ID is kept until then. */
  notOnOrAfter: Date | null;
}

/**
 * Validates an HTTP-POST `SAMLResponse` (base64). Beyond node-saml's checks, reads from the signed assertion alone
 * (node-saml's `getAssertionXml`, the verified XML) its ID and every SubjectConfirmationData's `Recipient`, which
 * must be our ACS URL. Throws SignInRefused naming the reason.
 */
export async function validateSamlResponse(
  setup: SamlSignInSetup,
  samlResponse: string,
  isPending: (id: string) => Promise<boolean>,
): Promise<SamlSignIn> {
  let result: Awaited<ReturnType<ReturnType<typeof samlOf>['validatePostResponseAsync']>>;
  try {
    result = await samlOf(setup, '', isPending).validatePostResponseAsync({ SAMLResponse: samlResponse });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SignInRefused(reasonOf(message), message.split('\n')[0]!);
  }
  const profile = result.profile;
  if (!profile) throw new SignInRefused('response invalid', 'The response holds no assertion');
  const document = new (xmldom().DOMParser)().parseFromString(profile.getAssertionXml!(), 'text/xml');
  const assertion = document.documentElement as unknown as XmlElement;
  const assertionId = assertion.getAttribute('ID');
  if (!assertionId) throw new SignInRefused('response invalid', 'The assertion has no ID');
  const confirmations = Array.from(assertion.getElementsByTagNameNS(SAML, 'SubjectConfirmationData')) as XmlElement[];
  if (confirmations.length === 0 || confirmations.some((data) => data.getAttribute('Recipient') !== setup.sp.acsUrl))
    throw new SignInRefused('recipient mismatch', `The assertion's Recipient is not ${setup.sp.acsUrl}`);
  const notOnOrAfter =
    confirmations[0]!.getAttribute('NotOnOrAfter') ?? firstIn(assertion, 'Conditions')?.getAttribute('NotOnOrAfter');
  const nameId = textOf(firstIn(assertion, 'NameID'));
  if (!nameId) throw new SignInRefused('response invalid', 'The assertion names no subject (NameID)');
  return {
    identity: {
      idpId: nameId,
      attributes: attributesOf(assertion),
      nameIdFormat: firstIn(assertion, 'NameID')?.getAttribute('Format') ?? null,
    },
    assertionId,
    inResponseTo: typeof profile.inResponseTo === 'string' ? profile.inResponseTo : null,
    notOnOrAfter: notOnOrAfter ? new Date(notOnOrAfter) : null,
  };
}
