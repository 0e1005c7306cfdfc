import type { Platform, PortalModule } from './lib/module';
import { applicationsModule } from './modules/applications/applications.module';
import { authModule } from './modules/auth/auth.module';
import { billingModule } from './modules/billing/billing.module';
import { connectModule } from './modules/connect/connect.module';
import { ssoSignInModule } from './modules/sso-sign-in/sso-sign-in.module';
import { consumersModule } from './modules/consumers/consumers.module';
import { environmentsModule } from './modules/environments/environments.module';
import { eventsModule } from './modules/events/events.module';
import { explorerModule } from './modules/explorer/explorer.module';
import { directoryModule } from './modules/directory/directory.module';
import { credentialsModule } from './modules/credentials/credentials.module';
import { integrationRequestsModule } from './modules/integration-requests/integration-requests.module';
import { integrationsModule } from './modules/integrations/integrations.module';
import { mailModule } from './modules/mail/mail.module';
import { meteringModule } from './modules/metering/metering.module';
import { mfaModule } from './modules/mfa/mfa.module';
import { plansModule } from './modules/plans/plans.module';
import { requestLogsModule } from './modules/request-logs/request-logs.module';
import { syncModule } from './modules/sync/sync.module';
import { ssoModule } from './modules/sso/sso.module';
import { statsModule } from './modules/stats/stats.module';
import { systemModule } from './modules/system/system.module';
import { teamsModule } from './modules/teams/teams.module';
import { unifiedModule } from './modules/unified/unified.module';
import { usersModule } from './modules/users/users.module';
import { webhooksModule } from './modules/webhooks/webhooks.module';

/** Every domain of the server. Adding one is adding its module here (services build in whatever order they need). */
export const MODULES = [
  systemModule,
  usersModule,
  mailModule,
  mfaModule,
  teamsModule,
  authModule,
  ssoModule,
  plansModule,
  applicationsModule,
  credentialsModule,
  consumersModule,
  eventsModule,
  integrationsModule,
  requestLogsModule,
  directoryModule,
  meteringModule,
  unifiedModule,
  explorerModule,
  integrationRequestsModule,
  webhooksModule,
  environmentsModule,
  connectModule,
  ssoSignInModule,
  syncModule,
  statsModule,
  billingModule,
] as const;

type FactoriesOf<M> = M extends PortalModule<infer F> ? F : never;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void
  ? I
  : never;
type AllFactories = UnionToIntersection<FactoriesOf<(typeof MODULES)[number]>>;

/** Every module's services by name: what `app.services` holds and every factory may ask for. */
export type Services = { [K in keyof AllFactories]: AllFactories[K] extends (deps: never) => infer S ? S : never };

type Unmet = {
  [K in keyof AllFactories]: AllFactories[K] extends (deps: infer D) => unknown
    ? Platform & Services extends D
      ? never
      : K
    : K;
}[keyof AllFactories];
/** Does not compile, naming the service, when a service asks for something no module provides. */
export const EVERY_SERVICE_DEPENDENCY_IS_MET: [Unmet] extends [never] ? true : { unmet: Unmet } = true;
