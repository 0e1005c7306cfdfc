import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';

/**
 * A real OpenID Provider on loopback (the `oidc-provider` package, certified by the OpenID Foundation) for tests and
 * the README's local sign-in (issue 30): discovery, JWKS, the authorization endpoint with PKCE, the token endpoint
 * with signed ID tokens. Its sign-in page is a form (any email signs in as that user); consent is given at once.
 */

export interface OidcTestUser {
  email: string;
  given_name: string;
  family_name: string;
  groups: string[];
}

export const OIDC_TEST_USER: OidcTestUser = {
  email: 'grace@customer.example',
  given_name: 'Grace',
  family_name: 'Hopper',
  groups: ['Engineering'],
};

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

interface InteractionDetails {
  uid: string;
  prompt: { name: string };
  params: Record<string, string>;
  session?: { accountId?: string };
}

/** The parts of oidc-provider this file uses (the package ships no types). */
interface ProviderInstance {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    request: IncomingMessage,
    response: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (options: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  };
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Starts the provider at http://127.0.0.1:{port} (the issuer) with `clients`. `users` overrides a signed-in email's
 * claims; `tamper` lets a test change the ID token's claims (audience, nonce…) as a hostile provider would.
 */
export async function startOidcProvider(
  clients: OidcTestClient[],
  options: {
    port?: number;
    users?: Record<string, Partial<OidcTestUser>>;
    idTokenTtlSeconds?: number;
    extraIdTokenClaims?: () => Record<string, unknown>;
  } = {},
): Promise<{ issuer: string; server: Server; close: () => Promise<void> }> {
  // The package ships no types: imported by name, typed by ProviderInstance.
  const packageName = 'oidc-provider';
  const { default: Provider } = (await import(packageName)) as {
    default: new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
  };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const claimsOf = (email: string) => ({ ...OIDC_TEST_USER, ...options.users?.[email], email });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'groups'],
    },
    // The claims of the requested scopes go into the ID token itself, as Entra ID and Google put them.
    conformIdTokenClaims: false,
    ttl: { IdToken: options.idTokenTtlSeconds ?? 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email_verified: true,
        name: `${claimsOf(id).given_name} ${claimsOf(id).family_name}`,
        ...claimsOf(id),
        ...options.extraIdTokenClaims?.(),
      }),
    }),
  });
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session!.accountId!, clientId: details.params.client_id! });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      grant.addOIDCClaims(['email', 'given_name', 'family_name', 'groups']);
      const grantId = await grant.save();
      return provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    if (request.method === 'POST') {
      const email = (await formOf(request)).get('email') || OIDC_TEST_USER.email;
      return provider.interactionFinished(request, response, { login: { accountId: email } });
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Customer IdP</title></head><body style="font:16px system-ui;margin:48px"><h1>Customer IdP (OpenID Connect)</h1><form method="post" action="/interaction/${escapeHtml(details.uid)}"><label>Email <input name="email" value="${OIDC_TEST_USER.email}"></label> <button type="submit">Sign in</button></form></body></html>`,
      );
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
    } else callback(request, response);
  });
  return { issuer, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
