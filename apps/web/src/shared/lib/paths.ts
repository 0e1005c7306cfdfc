/**
 * Every path of the web app, in one module: the router, links, redirects and
 * the API layer read them here, so a screen moves by changing one line.
 * Parameterised paths are functions of their parameters (each value URL-encoded);
 * `.pattern` is their route pattern for the router.
 */

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface ParameterisedPath<P extends string> {
  (params: Record<ParamNames<P>, string>): string;
  pattern: P;
}

function parameterised<const P extends string>(pattern: P): ParameterisedPath<P> {
  const build = (params: Record<ParamNames<P>, string>) =>
    pattern.replace(/:(\w+)/g, (_match, name: string) =>
      encodeURIComponent((params as Record<string, string>)[name] ?? ''),
    );
  return Object.assign(build, { pattern });
}

export const paths = {
  home: '/',
  login: '/login',
  loginMfa: '/login-mfa',
  loginCallback: '/login-callback',
  signUp: '/sign-up',
  /** The provider-branded sign-up, e.g. /sign-up/velory. */
  brandedSignUp: parameterised('/sign-up/:brand'),
  forgotPassword: '/forgot-password',
  newPassword: parameterised('/new-password/:key'),
  verifyEmail: parameterised('/verify/:key'),
  /** The accept-invitation screen; without a code it goes to the Dashboard. */
  inviteWithoutCode: '/invite',
  invite: parameterised('/invite/:code'),
  dashboard: '/dashboard',
  /** The team's applications as cards (001 §2). */
  overview: '/overview',
  credentials: '/credentials',
  /** The connector cards of the current application (001 §2), and one integration's view. */
  integrations: '/integration',
  integration: parameterised('/integration/:serviceId'),
  /** Consumers (001 §2); a consumer's view, with `?tab=` integrations, logs, api or settings. */
  consumers: '/consumers',
  consumer: parameterised('/consumers/:consumerId'),
  /** A consumer's connection to one service: settings, authorize, reset, sandbox. */
  consumerService: parameterised('/consumers/:consumerId/service/:serviceId'),
  /** Promote test settings to live (issue 27): the diff of test and live settings, applied by an Owner or Admin. */
  promotion: '/promotion',
  /** Webhooks (001 §2): list, add, edit, delete, test event, deliveries. */
  webhooks: '/webhooks',
  /** The application's settings: its Connect section (issue 28: branding, allowed origins, services offered). */
  applicationSettings: '/application-settings',
  /** Logs (001 §2): tabs by `?currentTab=`, with `consumer` and `serviceId` in the query too. */
  logs: '/logs',
  /** The API explorer (001 §2): every unified call, tried with the application's keys and consumers. */
  explorer: '/explorer',
  /** Sequences (001 §2): a preview, an empty table and a form that only shows its JSON. */
  sequences: '/sequences',
  newSequence: '/sequences/new',
  /** Request new integration (000 §2): our own form, and the operator's CRM form. */
  requestIntegration: '/request/integration',
  requestIntegrationExternal: '/request/integration/external',
  userSettings: '/user-settings',
  accountSettings: '/account-settings',
  /** Plans side by side with the §4 buttons, and every payment of the team (001 §2). */
  workspacePlan: '/account-settings/workspace-plan',
  paymentHistory: '/account-settings/payment-history',
  /** Where Stripe Checkout sends the browser back (001 §2 Billing result screens). */
  billingSuccess: '/billing/success',
  billingFailed: '/billing/failed',
  /** The application-setup wizard (its screens come with applications). */
  setupWizard: {
    start: '/application/setup',
    connectors: parameterised('/application/setup/:applicationId/connectors'),
    consumer: parameterised('/application/setup/:applicationId/consumer'),
    next: parameterised('/application/setup/:applicationId/next'),
  },
} as const;

/** Where the API lives on the same origin. */
export const API_BASE_URL = '/api';

/** Pages the server serves itself, outside the web app. */
export const SERVER_PAGES = {
  apiReference: '/api/docs',
  privacyPolicy: '/legal/privacy.html',
} as const;

/**
 * Whether `pathname` is `pattern` (with `:name` parameters), with an optional trailing slash and, as in the router, in
 * any case.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}/?$`, 'i').test(pathname);
}

/** The screens of visitors signing in, signing up or following a mailed link. */
const GUEST_SCREENS: readonly string[] = [
  paths.login,
  paths.loginMfa,
  paths.loginCallback,
  paths.signUp,
  paths.brandedSignUp.pattern,
  paths.forgotPassword,
  paths.newPassword.pattern,
  paths.verifyEmail.pattern,
  paths.inviteWithoutCode,
  paths.invite.pattern,
];

/** A 401 on one of these is not a page to come back to after logging in. */
export function isGuestScreen(pathname: string): boolean {
  return GUEST_SCREENS.some((pattern) => matchesPattern(pattern, pathname));
}
