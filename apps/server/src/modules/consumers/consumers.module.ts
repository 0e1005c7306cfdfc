import { defineModule } from '../../lib/module';
import type { ApplicationTokenScope } from '../credentials/access-tokens.service';
import { consumersRoutes } from './consumers.routes';
import { consumerNotFound, createConsumersService } from './consumers.service';

declare module '../../plugins/endpoints' {
  interface Scopes {
    /** A consumer access token's holder: the consumer (`consumerId` is set) of the application. */
    consumerToken: ApplicationTokenScope & { consumerId: string };
  }
}

/** Consumers of applications, their call counts, and the consumer access token kind. */
export const consumersModule = defineModule({
  name: 'consumers',
  services: { consumers: createConsumersService },
  tokens: ({ consumers }) => ({ consumerToken: (request) => consumers.tokenScope(request.headers.authorization) }),
  // A consumer names its application: GET consumers/{id} needs no ?applicationId=.
  scopeFallbacks: ({ consumers }) => ({
    consumer: { resolve: ({ id }) => consumers.applicationOf(id), notFound: consumerNotFound },
  }),
  routes: consumersRoutes,
});
