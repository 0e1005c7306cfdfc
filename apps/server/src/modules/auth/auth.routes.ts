import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { only, routes } from '../../plugins/endpoints';
import type { AccountSecurityService } from './account-security.service';
import type { AuthService, SignedIn } from './auth.service';
import type { DeviceCookiesService } from './device-cookies.service';
import type { MailedKeysService } from './mailed-keys.service';
import type { SessionsService } from './sessions.service';

/** Reset requests per IP address per minute (each address also gets at most one mail a minute). */
const RESET_REQUESTS_PER_MINUTE = 5;

export function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    sessions: SessionsService;
    mailedKeys: MailedKeysService;
    accountSecurity: AccountSecurityService;
    deviceCookies: DeviceCookiesService;
    config: Pick<Config, 'SIGNUP_LIMIT'>;
  },
) {
  const { auth, sessions, mailedKeys, accountSecurity, deviceCookies, config } = deps;
  const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
  const signInClientOf = (request: FastifyRequest) => ({
    ...clientOf(request),
    device: deviceCookies.read(request.headers.cookie),
  });
  /**
   * A completed sign-in gives the browser the account's device cookie: later sign-ins from it pass a lock made
   * elsewhere.
   */
  const trustBrowser = <A>(reply: FastifyReply, { answer, trustedUserId }: SignedIn<A>): A => {
    if (trustedUserId) reply.header('set-cookie', deviceCookies.issue(trustedUserId));
    return answer;
  };
  const endpoints = only(
    authEndpoints,
    'register',
    'login',
    'mfaLogin',
    'logout',
    'verifyEmail',
    'resendVerification',
    'requestPasswordReset',
    'resetPassword',
    'changePassword',
  );
  routes(app, endpoints, {
    // Sign-ups per IP address per hour: each one writes a user, a team and a mail.
    register: [
      ({ body, request }) => auth.register(body, clientOf(request)),
      { config: { rateLimit: { max: config.SIGNUP_LIMIT, timeWindow: 60 * 60 * 1000 } } },
    ],
    login: async ({ body, request, reply }) => trustBrowser(reply, await auth.login(body, signInClientOf(request))),
    mfaLogin: async ({ body, request, reply }) =>
      trustBrowser(reply, await auth.completeMfaLogin(body, signInClientOf(request))),
    logout: async ({ identity }) => {
      await sessions.revoke(identity.sessionId);
      return { ok: true as const };
    },
    verifyEmail: ({ params }) => mailedKeys.verifyEmail(params.key),
    resendVerification: ({ identity }) => mailedKeys.resendVerification(identity.userId),
    requestPasswordReset: [
      ({ body }) => mailedKeys.requestPasswordReset(body.email),
      { config: { rateLimit: { max: RESET_REQUESTS_PER_MINUTE, timeWindow: 60_000 } } },
    ],
    resetPassword: ({ body }) => mailedKeys.resetPassword(body),
    changePassword: ({ identity, body, request }) => accountSecurity.changePassword(identity, body, request.ip),
  });
}
