import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import { generateIdpKeys, type IdpKeys } from './idp-metadata';

/**
 * A SAML 2.0 identity provider on loopback for tests and the README's local sign-in (issue 30): metadata, the
 * HTTP-Redirect SSO endpoint reading our AuthnRequest, a sign-in page, and Responses posted to the ACS (HTTP-POST
 * binding), signed with xml-crypto (RSA-SHA256, exclusive C14N) as Entra ID, Google and Okta sign them.
 */

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlUser {
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

export const SAML_TEST_USER: SamlUser = {
  email: 'ada@customer.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  groups: ['Engineering', 'Admins'],
};

/** What a Response says; every field can be made wrong for a refusal test. */
export interface ResponseOptions {
  acsUrl: string;
  audience: string;
  inResponseTo: string | null;
  user?: SamlUser;
  /** Which element carries the signature: the assertion (default), the whole response, or none. */
  sign?: 'assertion' | 'response' | 'none';
  recipient?: string;
  /** Validity window of the assertion (default: from a minute ago to five minutes ahead). */
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  /** Signed with another key than the metadata's. */
  foreignKey?: IdpKeys;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
const newId = () => `_${randomBytes(16).toString('hex')}`;

function sign(xml: string, element: 'Assertion' | 'Response', keys: IdpKeys): string {
  const signer = new SignedXml({
    privateKey: keys.private,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const xpath = element === 'Assertion' ? "//*[local-name(.)='Assertion']" : "/*[local-name(.)='Response']";
  signer.addReference({
    xpath,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  // The Signature follows the element's Issuer, as the schema orders it.
  signer.computeSignature(xml, { location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signer.getSignedXml();
}

export interface TestSamlIdp {
  entityId: string;
  keys: IdpKeys;
  /** The IdP's metadata (its SSO URL at `baseUrl`); `wantAuthnRequestsSigned` adds the attribute. */
  metadata(baseUrl: string, options?: { wantAuthnRequestsSigned?: boolean }): string;
  /** A Response as XML, then base64 as posted. */
  responseXml(options: ResponseOptions): string;
  response(options: ResponseOptions): string;
}

export async function createTestSamlIdp(
  entityId = 'https://idp.customer.example/saml',
  givenKeys?: IdpKeys,
): Promise<TestSamlIdp> {
  const keys = givenKeys ?? (await generateIdpKeys('idp.customer.example'));
  function responseXml(options: ResponseOptions): string {
    const user = options.user ?? SAML_TEST_USER;
    const now = new Date();
    const notBefore = (options.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
    const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const inResponseTo = options.inResponseTo ? ` InResponseTo="${escapeXml(options.inResponseTo)}"` : '';
    const attribute = (name: string, values: string[]) =>
      `<saml:Attribute Name="${name}">${values.map((value) => `<saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue>`).join('')}</saml:Attribute>`;
    const assertion =
      `<saml:Assertion xmlns:saml="${SAML}" ID="${options.assertionId ?? newId()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
      `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="${EMAIL_FORMAT}">${escapeXml(user.email)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement>${attribute('email', [user.email])}${attribute('firstName', [user.firstName])}${attribute('lastName', [user.lastName])}${attribute('groups', user.groups)}</saml:AttributeStatement>` +
      `</saml:Assertion>`;
    const xml =
      `<samlp:Response xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${newId()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(options.acsUrl)}"${inResponseTo}>` +
      `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    const signing = options.foreignKey ?? keys;
    if (options.sign === 'none') return xml;
    return sign(xml, options.sign === 'response' ? 'Response' : 'Assertion', signing);
  }
  return {
    entityId,
    keys,
    metadata: (baseUrl, options = {}) =>
      `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(entityId)}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"${options.wantAuthnRequestsSigned ? ' WantAuthnRequestsSigned="true"' : ''}><md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${keys.certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(baseUrl)}/sso"/></md:IDPSSODescriptor></md:EntityDescriptor>`,
    responseXml,
    response: (options) => Buffer.from(responseXml(options), 'utf8').toString('base64'),
  };
}

/**
 * The signature-wrapping attack (XSW): the signed assertion of `victimXml` is hidden in the Response's Extensions and
 * an assertion for `attacker` with the same signature takes its place. Only an SP that reads the signed element
 * itself refuses it.
 */
export function wrappedResponse(victimXml: string, attacker: string): string {
  const assertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(victimXml)![0];
  const evil = assertion
    .replace(/ID="[^"]+"/, `ID="_evil${randomBytes(8).toString('hex')}"`)
    .replace(/<saml:NameID([^>]*)>[^<]*</, `<saml:NameID$1>${attacker}<`)
    .replace(/<saml:AttributeValue>[^<]*@[^<]*</, `<saml:AttributeValue>${attacker}<`);
  const hidden = `<samlp:Extensions>${assertion}</samlp:Extensions>`;
  const xml = victimXml.replace(assertion, evil).replace(/(<samlp:Status>)/, `${hidden}$1`);
  return Buffer.from(xml, 'utf8').toString('base64');
}

/** What an AuthnRequest of the HTTP-Redirect binding says (its XML deflated, base64, in `SAMLRequest`). */
export function readAuthnRequest(url: URL): { id: string; acsUrl: string; issuer: string; xml: string } {
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  return {
    id: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
    acsUrl: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '',
    issuer: /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
    xml,
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font:16px system-ui;margin:48px">${body}</body></html>`;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

/**
 * The IdP as a server on 127.0.0.1: `GET /metadata`, `GET /sso` (our AuthnRequest → a sign-in page),
 * `POST /sso/login` (→ a page whose form posts the signed Response to the ACS the request named).
 */
export async function startSamlIdp(
  idp: TestSamlIdp,
  options: { port?: number; audienceOf?: (issuer: string) => string } = {},
): Promise<{ url: string; metadataUrl: string; server: Server; close: () => Promise<void> }> {
  let base = '';
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const html = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (url.pathname === '/metadata') {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadata(base));
    } else if (url.pathname === '/sso' && request.method === 'GET') {
      const authn = readAuthnRequest(url);
      if (!authn.id || !authn.acsUrl) return html(400, page('Error', '<p>No valid SAMLRequest</p>'));
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeXml(value)}">`;
      html(
        200,
        page(
          'Customer IdP',
          `<h1>Customer IdP (SAML)</h1><form method="post" action="/sso/login">${hidden('id', authn.id)}${hidden('acs', authn.acsUrl)}${hidden('issuer', authn.issuer)}${hidden('relay', url.searchParams.get('RelayState') ?? '')}<label>Email <input name="email" value="${SAML_TEST_USER.email}"></label> <button type="submit">Sign in</button></form>`,
        ),
      );
    } else if (url.pathname === '/sso/login' && request.method === 'POST') {
      const form = await formOf(request);
      const acsUrl = form.get('acs') ?? '';
      const samlResponse = idp.response({
        acsUrl,
        audience: options.audienceOf?.(form.get('issuer') ?? '') ?? form.get('issuer') ?? '',
        inResponseTo: form.get('id'),
        user: { ...SAML_TEST_USER, email: form.get('email') || SAML_TEST_USER.email },
      });
      html(
        200,
        page(
          'Signing in',
          `<form method="post" action="${escapeXml(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><input type="hidden" name="RelayState" value="${escapeXml(form.get('relay') ?? '')}"><button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`,
        ),
      );
    } else {
      html(404, page('Not found', '<p>Not found</p>'));
    }
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: base,
    metadataUrl: `${base}/metadata`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
