import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { only, routes } from '../../plugins/endpoints';
import type { SsoService } from './sso.service';

/** Sign-ins started per IP address per minute (each stores a state for 10 minutes). */
const STARTS_PER_MINUTE = 30;

export function ssoRoutes(app: FastifyInstance, { sso }: { sso: SsoService }) {
  routes(app, only(authEndpoints, 'ssoStart', 'ssoToken'), {
    ssoStart: [
      ({ query }) => sso.start(query.provider),
      { config: { rateLimit: { max: STARTS_PER_MINUTE, timeWindow: 60_000 } } },
    ],
    ssoToken: ({ body }) => sso.exchange(body),
  });
}
