import { matchPath } from 'react-router';

/** The four application-setup wizard routes, where the email-verification banner is hidden (000 §2). */
export const SETUP_WIZARD_ROUTES = [
  '/application/setup',
  '/application/setup/:applicationId/connectors',
  '/application/setup/:applicationId/consumer',
  '/application/setup/:applicationId/next',
] as const;

export function hidesVerificationBanner(pathname: string): boolean {
  return SETUP_WIZARD_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}
