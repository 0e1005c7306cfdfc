import { APPLICATION_MESSAGES } from '@portal/shared/applications/applications.constants';
import type { Environment } from '@portal/shared/common/environment';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../teams/team-scope';

/**
 * The caller inside an application: a member of the application's team, and the application in one environment.
 * `applicationId` is the environment's row, which every table of an application's rows is keyed by (so a test
 * environment's keys, consumers, logs… are its own); `liveApplicationId` is the application as the team knows it.
 */
export interface ApplicationScope extends TeamScope {
  applicationId: string;
  liveApplicationId: string;
  environment: Environment;
}

/** An application the caller may not see: the same answer whether it exists or not. */
export const applicationNotFound = () => new AppError(404, 'APPLICATION_NOT_FOUND', APPLICATION_MESSAGES.notFound);

declare module '../../plugins/endpoints' {
  interface Scopes {
    application: ApplicationScope;
  }
}
