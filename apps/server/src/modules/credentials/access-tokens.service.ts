import { SignJWT, jwtVerify } from 'jose';
import { type CanonicalId, canonicalId } from '@portal/shared/common/validation';
import type { Environment } from '@portal/shared/common/environment';
import { APPLICATION_TOKEN_TTL_SECONDS, TOKEN_MESSAGES } from '@portal/shared/tokens/tokens.constants';
import type { IssueTokenBody } from '@portal/shared/tokens/tokens.schemas';
import { UNIFIED_PREFIX } from '@portal/shared/unified/unified.endpoints';
import { notFound, unauthorized } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { applicationNotFound } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { CredentialsService } from './credentials.service';

interface Deps {
  applications: ApplicationsService;
  credentials: CredentialsService;
  secretBox: SecretBox;
  publicUrl: string;
  now: () => Date;
}

/** Who a data-plane request with an access token runs as: an application, or (`consumerId`) one of its consumers. */
export interface ApplicationTokenScope {
  /** The environment's application row (what the data plane's tables are keyed by). */
  applicationId: string;
  /** The application as its team knows it, and the environment the token reaches. */
  liveApplicationId: string;
  environment: Environment;
  accountId: string;
  /** Set for a consumer access token. */
  consumerId?: string;
  expiresAt: Date;
}

/**
 * The scope of a verified token or key: its ids as the database keeps them, whatever their case in a claim or header.
 */
export interface VerifiedTokenScope extends ApplicationTokenScope {
  applicationId: CanonicalId;
  liveApplicationId: CanonicalId;
  accountId: CanonicalId;
  consumerId?: CanonicalId;
}

/**
 * The id of the application's consumer as the database keeps it, or null when it has none such (the consumers module
 * gives it: it owns that table).
 */
export type ConsumerCheck = (consumerId: string, applicationId: string) => Promise<CanonicalId | null>;

declare module '../../plugins/endpoints' {
  interface Scopes {
    applicationToken: ApplicationTokenScope;
  }
}

/**
 * Whether a call's `?applicationId=` (undefined: it names none) is the application of its token: as the team knows it,
 * or the environment's own row.
 */
export const namesTokenApplication = (
  scope: { applicationId: string; liveApplicationId: string },
  named: unknown,
): boolean => named === undefined || named === scope.liveApplicationId || named === scope.applicationId;

const ISSUER = 'portal';
const AUDIENCE = 'unified-api';
const invalid = () => unauthorized(TOKEN_MESSAGES.tokenInvalid);

/**
 * Application access tokens for the unified API: JWTs signed with HS256 under a key derived
 * from SECRET_KEY, carrying the application (`sub`), its team (`acc`) and, when an API key
 * obtained it, the key (`kid`); valid one hour. A token works only while its application
 * (and its key) exists, so deleting either ends it at once.
 */
export function createAccessTokensService({ applications, credentials, secretBox, publicUrl, now }: Deps) {
  const key = secretBox.deriveKey('application token v1');
  let consumerIdOf: ConsumerCheck = async () => null;

  /** The environment of an application row and the application it belongs to; 404 once it is gone. */
  async function environmentOf(applicationId: string) {
    const environment = await applications.environmentOf(applicationId);
    if (!environment) throw applicationNotFound();
    return environment;
  }

  async function issue(claims: {
    applicationId: string;
    accountId: string;
    credentialId?: string;
    consumerId?: string;
  }): Promise<{ accessToken: string; expiresAt: string; environment: Environment }> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const expiresAt = issuedAt + APPLICATION_TOKEN_TTL_SECONDS;
    const { environment } = await environmentOf(claims.applicationId);
    const accessToken = await new SignJWT({
      acc: claims.accountId,
      // Read by people and tools looking at a token; the server goes by the application row `sub` names.
      env: environment,
      ...(claims.credentialId ? { kid: claims.credentialId } : {}),
      ...(claims.consumerId ? { cns: claims.consumerId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claims.applicationId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
    return { accessToken, expiresAt: new Date(expiresAt * 1000).toISOString(), environment };
  }

  /**
   * The data plane's way in with an API key alone (a program acting for its application, e.g. asking for a connect
   * session): the key's application in the key's environment; 401 for a wrong key (counted like POST /auth).
   */
  async function applicationScopeOfKey(apiKey: string, ip: string): Promise<VerifiedTokenScope> {
    const credential = await credentials.authenticate(apiKey, undefined, ip);
    const application = await applications.find(credential.applicationId);
    const applicationId = canonicalId(application?.id);
    const accountId = canonicalId(application?.accountId);
    if (!applicationId || !accountId) throw applicationNotFound();
    const { environment, liveApplicationId } = await environmentOf(applicationId);
    return {
      applicationId,
      liveApplicationId: canonicalId(liveApplicationId) ?? applicationId,
      environment,
      accountId,
      expiresAt: new Date(now().getTime() + APPLICATION_TOKEN_TTL_SECONDS * 1000),
    };
  }

  return {
    issue,

    /** Gives the check of consumers (the consumers module calls it once, when its service is built). */
    useConsumers(check: ConsumerCheck) {
      consumerIdOf = check;
    },

    /**
     * POST /auth (000 §7, 001 §7) in its three forms: an API key with a consumer of the key's application
     * (a consumer token, `data.accessToken`; 404 for any other consumer), an API key with an application (answered as
     * `data.data` with the API's
     * url), or the signed-in user (`userId`, asked for only then) with an application.
     */
    async exchange(body: IssueTokenBody, ip: string, signedIn: () => Promise<string>) {
      if (body.scope === 'consumer') {
        const credential = await credentials.authenticate(body.apiKey ?? '', body.applicationId, ip);
        const application = await applications.find(credential.applicationId);
        if (!application) throw applicationNotFound();
        const consumerId = await consumerIdOf(body.consumerId ?? '', application.id);
        if (!consumerId) throw notFound(TOKEN_MESSAGES.consumerNotFound);
        return issue({
          applicationId: application.id,
          accountId: application.accountId,
          credentialId: credential.id,
          consumerId,
        });
      }
      const applicationId = body.applicationId ?? '';
      if (body.apiKey !== undefined) {
        const credential = await credentials.authenticate(body.apiKey, applicationId, ip);
        const application = await applications.find(credential.applicationId);
        if (!application) throw applicationNotFound();
        return {
          data: {
            url: `${publicUrl}${UNIFIED_PREFIX}`,
            ...(await issue({
              applicationId: application.id,
              accountId: application.accountId,
              credentialId: credential.id,
            })),
          },
        };
      }
      const scope = await applications.requireApplication(await signedIn(), applicationId, null, {
        environment: body.environment,
      });
      return issue({ applicationId: scope.applicationId, accountId: scope.accountId });
    },

    /**
     * The data plane's other way in (an API key with `x-consumer-id`): the key's application and that consumer, as a
     * consumer token would carry them; 401 for a wrong key (counted like POST /auth), 404 for a consumer of another
     * application.
     */
    async consumerScopeOfKey(
      apiKey: string,
      consumerRef: string,
      ip: string,
    ): Promise<VerifiedTokenScope & { consumerId: CanonicalId }> {
      const scope = await applicationScopeOfKey(apiKey, ip);
      const consumer = await consumerIdOf(consumerRef, scope.applicationId);
      if (!consumer) throw notFound(TOKEN_MESSAGES.consumerNotFound);
      return { ...scope, consumerId: consumer };
    },

    applicationScopeOfKey,

    /** The application a token is for. */
    async describe(scope: ApplicationTokenScope) {
      const application = await applications.find(scope.applicationId);
      if (!application) throw invalid();
      return {
        id: scope.liveApplicationId,
        name: application.name,
        account: application.accountId,
        expiresAt: scope.expiresAt.toISOString(),
        environment: scope.environment,
      };
    },

    /**
     * The scope of a token, its ids in the database's form (a claim may be in capitals), or 401: forged, expired, or
     * its application, key or consumer gone.
     */
    async verify(token: string): Promise<VerifiedTokenScope> {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now(),
      }).catch(() => {
        throw invalid();
      });
      const { kid, cns, exp } = payload;
      const sub = canonicalId(payload.sub);
      const acc = canonicalId(payload.acc);
      if (!sub || !acc || typeof exp !== 'number') throw invalid();
      const consumerId = cns === undefined ? undefined : await consumerIdOf(String(cns), sub);
      if (consumerId === null) throw invalid();
      if (typeof kid === 'string') {
        // The key's row exists only while its application does (ON DELETE CASCADE).
        if (!(await credentials.exists(kid, sub))) throw invalid();
      } else if ((await applications.find(sub))?.accountId !== acc) {
        throw invalid();
      }
      const environment = await applications.environmentOf(sub);
      if (!environment) throw invalid();
      return {
        applicationId: sub,
        liveApplicationId: canonicalId(environment.liveApplicationId) ?? sub,
        environment: environment.environment,
        accountId: acc,
        ...(consumerId ? { consumerId } : {}),
        expiresAt: new Date(exp * 1000),
      };
    },
  };
}

export type AccessTokensService = ReturnType<typeof createAccessTokensService>;
