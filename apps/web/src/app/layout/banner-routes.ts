import { matchesPattern, paths } from '../../shared/lib/paths';

/** The four application-setup wizard routes, where the email-verification banner is hidden (000 §2). */
const { setupWizard } = paths;
const SETUP_WIZARD_ROUTES = [
  setupWizard.start,
  setupWizard.connectors.pattern,
  setupWizard.consumer.pattern,
  setupWizard.next.pattern,
];

export function hidesVerificationBanner(pathname: string): boolean {
  return SETUP_WIZARD_ROUTES.some((pattern) => matchesPattern(pattern, pathname));
}
