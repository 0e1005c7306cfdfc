import { APPLICATION_MESSAGES } from '@portal/shared/applications/applications.constants';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../teams/team-scope';

/** The caller inside an application: a member of the application's team, and the application. */
export interface ApplicationScope extends TeamScope {
  applicationId: string;
}

/** An application the caller may not see: the same answer whether it exists or not. */
export const applicationNotFound = () => new AppError(404, 'APPLICATION_NOT_FOUND', APPLICATION_MESSAGES.notFound);

declare module '../../plugins/endpoints' {
  interface Scopes {
    application: ApplicationScope;
  }
}
