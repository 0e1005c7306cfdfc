import { gitHubIdentity } from '../../connectors/sso/github-sign-in';
import { redeemCode, verifyIdToken } from '../../connectors/sso/oidc-sign-in';
import { type SamlSignIn, validateSamlResponse } from '../../connectors/sso/saml-sign-in';
import { SignInRefused } from '../../connectors/sso/sso-profile';
import type { Db } from '../../db/client';
import type { ConsumersService } from '../consumers/consumers.service';
import { SAML_BASE_PATH } from '../integrations/connection-owner';
import { SSO_CALLBACK_PATH, type SignInConnection } from './sso-connection';
import { returnUrl, type SsoSignInService } from './sso-sign-in.service';

interface Deps {
  db: Db;
  ssoSignIn: SsoSignInService;
  consumers: ConsumersService;
}

/** What the browser is answered: sent on (302), or a page saying why it cannot go on. */
export type BrowserAnswer = { redirect: string } | { status: number; message: string };

const SPENT = 'This sign-in has expired or was already used. Start it again from the application.';
const CONSUMER_KEY = /^c\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9-]{1,64})$/;

/** The InResponseTo a response claims, read without trusting it: only to find where to send a refused browser. */
function claimedInResponseTo(samlResponse: string): string | null {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8').slice(0, 100_000);
  return /<(?:\w+:)?Response\b[^>]*\sInResponseTo="([^"]{1,100})"/.exec(xml)?.[1] ?? null;
}

/**
 * The identity provider's answers: the OIDC / GitHub callback (`GET /connections/sso/callback`) and each SAML
 * connection's ACS (`POST /connections/saml/{key}/acs`, HTTP-POST binding). A refusal is logged with its reason in the
 * consumer's request log and, when the pending request is known, sent back to the developer's redirect URI as
 * `error=access_denied&error_description=<reason>`.
 */
export function createSsoCallbacksService({ db, ssoSignIn, consumers }: Deps) {
  const { pieces, log } = ssoSignIn;

  function refused(connection: SignInConnection, path: string, error: SignInRefused, back: string | null) {
    log(connection, path, 401, { outcome: 'refused', reason: error.reason, detail: error.detail });
    return back ? { redirect: back } : { status: 400, message: `The sign-in was refused: ${error.reason}.` };
  }

  return {
    async callback(url: URL): Promise<BrowserAnswer> {
      const state = url.searchParams.get('state');
      const pending = state ? await ssoSignIn.takePending(state, { protocol: 'redirect' }) : null;
      if (!pending) return { status: 400, message: SPENT };
      const owner = {
        accountId: pending.accountId,
        applicationId: pending.applicationId,
        consumerId: pending.consumerId,
      };
      const connection = await pieces.find(owner, pending.serviceId);
      if (!connection || connection.row.id !== pending.connectionId) return { status: 400, message: SPENT };
      const back = (reason: string) =>
        returnUrl(pending.redirectUri, pending.clientState, { error: 'access_denied', error_description: reason });
      try {
        const oidc = connection.protocol === 'oidc';
        const provider = oidc ? await pieces.oidcProvider(connection) : pieces.gitHubProvider(connection);
        const client = pieces.client(connection);
        const tokens = await redeemCode(provider, client, url, pending.codeVerifier ?? '', connection.fetch);
        const identity = oidc
          ? await verifyIdToken(provider, client.clientId, tokens.id_token, pending.nonce ?? '', connection.fetch)
          : await gitHubIdentity(connection.connector, connection.settings, String(tokens.access_token ?? ''), {
              env: connection.env,
              fetch: connection.fetch,
            });
        const code = await db.transaction((tx) => ssoSignIn.finish(tx, connection, identity));
        log(connection, SSO_CALLBACK_PATH, 302, { outcome: 'signed_in', idpId: identity.idpId });
        return { redirect: returnUrl(pending.redirectUri, pending.clientState, { code }) };
      } catch (error) {
        if (!(error instanceof SignInRefused)) throw error;
        return refused(connection, SSO_CALLBACK_PATH, error, back(error.reason));
      }
    },

    async acs(key: string, form: Record<string, unknown>): Promise<BrowserAnswer> {
      const match = CONSUMER_KEY.exec(key);
      const applicationId = match ? await consumers.applicationOf(match[1]!) : null;
      const consumer = applicationId ? await consumers.findByRef({ applicationId }, match![1]!) : null;
      const owner = consumer && {
        accountId: consumer.accountId,
        applicationId: consumer.applicationId,
        consumerId: consumer.id,
      };
      const connection = owner && (await pieces.find(owner, match![2]!));
      if (!connection || connection.protocol !== 'saml')
        return { status: 404, message: 'There is no SAML connection at this address.' };
      const path = `${SAML_BASE_PATH}/${key}/acs`;
      const samlResponse = form.SAMLResponse;
      const relayState = typeof form.RelayState === 'string' ? form.RelayState : null;
      if (typeof samlResponse !== 'string' || samlResponse === '')
        return refused(connection, path, new SignInRefused('response missing', 'No SAMLResponse was posted'), null);
      const setup = pieces.samlSetup(connection);
      // Read before the transaction: on the embedded database a read outside it would wait for it.
      const registered = setup.idpInitiated ? await ssoSignIn.redirectUrisOf(owner!.applicationId) : [];
      try {
        const signIn = await validateSamlResponse(setup, samlResponse, (id) =>
          ssoSignIn.isPendingSaml(connection.row.id, id),
        );
        const redirect = await db.transaction(async (tx) => {
          const target = await targetOf(signIn, tx);
          if (!(await ssoSignIn.useAssertion(tx, connection.row.id, signIn.assertionId, signIn.notOnOrAfter)))
            throw new SignInRefused('assertion replayed', `Assertion ${signIn.assertionId} was used before`);
          const code = await ssoSignIn.finish(tx, connection, signIn.identity);
          return returnUrl(target.redirectUri, target.clientState, { code });
        });
        log(connection, path, 302, { outcome: 'signed_in', idpId: signIn.identity.idpId });
        return { redirect };
      } catch (error) {
        if (!(error instanceof SignInRefused)) throw error;
        const claimed = claimedInResponseTo(samlResponse);
        const pending = claimed
          ? await ssoSignIn.takePending(claimed, { protocol: 'saml', connectionId: connection.row.id })
          : null;
        const back = pending
          ? returnUrl(pending.redirectUri, pending.clientState, {
              error: 'access_denied',
              error_description: error.reason,
            })
          : null;
        return refused(connection, path, error, back);
      }

      /** Where the signed-in browser goes: the pending request's redirect URI, or (IdP-initiated) a registered one. */
      async function targetOf(signIn: SamlSignIn, tx: Parameters<Parameters<Db['transaction']>[0]>[0]) {
        if (signIn.inResponseTo) {
          const pending = await ssoSignIn.takePending(
            signIn.inResponseTo,
            { protocol: 'saml', connectionId: connection!.row.id },
            tx,
          );
          if (!pending) throw new SignInRefused('unknown InResponseTo', 'The response answers no pending request');
          return { redirectUri: pending.redirectUri, clientState: pending.clientState };
        }
        if (!setup.idpInitiated)
          throw new SignInRefused('unknown InResponseTo', 'IdP-initiated sign-in is off for this connection');
        const redirectUri = relayState && registered.includes(relayState) ? relayState : registered[0];
        if (!redirectUri)
          throw new SignInRefused('no redirect URI', 'The application has no sign-in redirect URI registered');
        return { redirectUri, clientState: null };
      }
    },
  };
}

export type SsoCallbacksService = ReturnType<typeof createSsoCallbacksService>;
