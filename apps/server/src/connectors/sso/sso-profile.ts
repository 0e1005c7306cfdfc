import { createHash } from 'node:crypto';
import type { SsoProfile } from '@portal/shared/unified/sso-sign-in';

/**
 * A sign-in the platform refuses: `reason` is the short phrase the consumer's request log shows ("assertion
 * expired", "audience mismatch", …), `detail` what the library said.
 */
export class SignInRefused extends Error {
  constructor(
    readonly reason: string,
    readonly detail: string = reason,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'SignInRefused';
  }
}

/** Who signed in, as the protocol said it, before normalisation. */
export interface SsoIdentity {
  idpId: string;
  /** OIDC claims, GitHub's user, or the SAML attributes (each a list of values). */
  attributes: Record<string, unknown>;
  nameIdFormat?: string | null;
}

const first = (attributes: Record<string, unknown>, names: string[]): string | null => {
  for (const name of names) {
    const value = attributes[name];
    const text = Array.isArray(value) ? value.find((item) => typeof item === 'string' && item.trim()) : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
};

const all = (attributes: Record<string, unknown>, names: string[]): string[] => {
  const values = names.flatMap((name) => {
    const value = attributes[name];
    return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  });
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim() !== ''))];
};

// The attribute names Entra ID, Google, Okta and the LDAP/X.500 OIDs use for the same things.
const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
const EMAIL = ['email', 'mail', 'emailAddress', `${CLAIMS}/emailaddress`, 'urn:oid:0.9.2342.19200300.100.1.3'];
const FIRST = ['given_name', 'firstName', 'givenName', 'first_name', `${CLAIMS}/givenname`, 'urn:oid:2.5.4.42'];
const LAST = ['family_name', 'lastName', 'surname', 'sn', 'last_name', `${CLAIMS}/surname`, 'urn:oid:2.5.4.4'];
const GROUPS = ['groups', 'memberOf', 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups'];
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Our id of a user: the same for every sign-in of that identity provider's user through that connection. */
export const profileIdOf = (connectionId: string, idpId: string) =>
  createHash('sha256').update(`${connectionId}\n${idpId}`).digest('hex').slice(0, 32);

/** The normalised profile (issue 30) of an identity, for a connection of a consumer. */
export function normalisedProfile(
  identity: SsoIdentity,
  connection: { connectionId: string; consumerId: string; serviceId: string },
): SsoProfile {
  const { attributes } = identity;
  const email =
    first(attributes, EMAIL) ??
    (identity.nameIdFormat === EMAIL_FORMAT && identity.idpId.includes('@') ? identity.idpId : null);
  return {
    id: profileIdOf(connection.connectionId, identity.idpId),
    idpId: identity.idpId,
    email,
    firstName: first(attributes, FIRST),
    lastName: first(attributes, LAST),
    groups: all(attributes, GROUPS),
    ...connection,
    raw: attributes,
  };
}
