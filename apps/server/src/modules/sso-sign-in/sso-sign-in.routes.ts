import type { FastifyInstance } from 'fastify';
import { ssoSignInsEndpoints } from '@portal/shared/sso-sign-ins/sso-sign-ins.endpoints';
import { routes } from '../../plugins/endpoints';
import type { SsoSignInService } from './sso-sign-in.service';

/** The portal's side of single sign-on: a consumer connection's last sign-ins. */
export function ssoSignInRoutes(app: FastifyInstance, { ssoSignIn }: { ssoSignIn: SsoSignInService }) {
  routes(app, ssoSignInsEndpoints, {
    list: ({ scope, query }) => ssoSignIn.lastSignIns(scope, query.consumerId, query.serviceId),
  });
}
