import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { only, routes } from '../../plugins/endpoints';
import type { UsersService } from './users.service';

/**
 * The signed-in user's own records. `users/mfa` is the mfa module's; `PUT users/meta` the applications module's (it
 * checks the team and application); `users/me` the teams module's (it says which team suspended the user).
 */
export function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const endpoints = only(
    usersEndpoints,
    'getProfile',
    'updateProfile',
    'getSettings',
    'updateSettings',
    'updateGuides',
    'getMeta',
  );
  routes(app, endpoints, {
    getProfile: ({ identity }) => users.getProfile(identity.userId),
    updateProfile: ({ identity, body }) => users.updateProfile(identity.userId, body),
    getSettings: ({ identity }) => users.getSettings(identity.userId),
    updateSettings: ({ identity, body }) => users.updateSettings(identity.userId, body),
    updateGuides: ({ identity, body }) => users.updateGuides(identity.userId, body),
    getMeta: ({ identity }) => users.getMeta(identity.userId),
  });
}
