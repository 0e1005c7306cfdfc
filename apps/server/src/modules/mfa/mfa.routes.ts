import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { only, route, routes } from '../../plugins/endpoints';
import type { MfaService } from './mfa.service';

export function mfaRoutes(app: FastifyInstance, { mfa }: { mfa: MfaService }) {
  routes(app, only(authEndpoints, 'mfaGenerate', 'mfaEnable', 'mfaDisable'), {
    mfaGenerate: ({ identity }) => mfa.generate(identity.userId),
    mfaEnable: ({ identity, body }) => mfa.enable(identity.userId, body.code),
    mfaDisable: ({ identity, body }) => mfa.disable(identity.userId, body.code),
  });
  route(app, usersEndpoints.mfaStatus, ({ identity }) => mfa.status(identity.userId));
}
