import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../shared/lib/paths';
import { handle } from './route-handle';

/**
 * The integration page's breadcrumb: the connector's name, loaded with the integrations chunk (its service id until
 * then).
 */
const ConnectorCrumb = lazy(async () => ({
  default: (await import('../shared/connectors/connector-crumb')).ConnectorCrumb,
}));
const connectorCrumb = (serviceId = '') => (
  <Suspense fallback={serviceId}>
    <ConnectorCrumb serviceId={serviceId} />
  </Suspense>
);

/** The consumer page's breadcrumb: the consumer's name, loaded with the consumers chunk. */
const ConsumerCrumb = lazy(async () => ({
  default: (await import('../features/consumers/components/consumer-crumb')).ConsumerCrumb,
}));
const consumerCrumb = (consumerId = '') => (
  <Suspense fallback="Consumer">
    <ConsumerCrumb consumerId={consumerId} />
  </Suspense>
);

/**
 * The screens of the signed-in area, each its own chunk. This table is a chunk too: the router adds it under the
 * protected route on the first navigation into the area (router.tsx), so the Login screen does not load it.
 */
export const protectedRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.dashboard} replace /> },
  {
    path: paths.dashboard,
    handle: handle({ title: 'Dashboard', crumb: 'Dashboard' }),
    lazy: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }),
  },
  // The application-setup wizard (000 §2): four lazy screens, none of them in the first load.
  {
    path: paths.setupWizard.start,
    handle: handle({ title: 'Create application', crumb: 'Create application' }),
    lazy: async () => ({
      Component: (await import('../features/setup/pages/setup-application-page')).SetupApplicationPage,
    }),
  },
  {
    path: paths.setupWizard.connectors.pattern,
    handle: handle({ title: 'Enable integrations', crumb: 'Enable integrations' }),
    lazy: async () => ({
      Component: (await import('../features/setup/pages/setup-connectors-page')).SetupConnectorsPage,
    }),
  },
  {
    path: paths.setupWizard.consumer.pattern,
    handle: handle({ title: 'Set up a consumer', crumb: 'Set up a consumer' }),
    lazy: async () => ({ Component: (await import('../features/setup/pages/setup-consumer-page')).SetupConsumerPage }),
  },
  {
    path: paths.setupWizard.next.pattern,
    handle: handle({ title: 'Get started', crumb: 'Get started' }),
    lazy: async () => ({ Component: (await import('../features/setup/pages/setup-next-page')).SetupNextPage }),
  },
  {
    path: paths.overview,
    handle: handle({ title: 'Overview', crumb: 'Overview', needs: 'team' }),
    lazy: async () => ({ Component: (await import('../features/applications/pages/overview-page')).OverviewPage }),
  },
  {
    path: paths.credentials,
    handle: handle({ title: 'Credentials', crumb: 'Credentials', needs: 'application' }),
    lazy: async () => ({ Component: (await import('../features/credentials/pages/credentials-page')).CredentialsPage }),
  },
  {
    path: paths.integrations,
    handle: handle({ title: 'Integrations', crumb: 'Integrations', needs: 'application' }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/integrations/pages/integrations-page')).IntegrationsPage,
        }),
      },
      {
        path: paths.integration.pattern,
        handle: handle({
          title: 'Integration',
          crumb: (match) => connectorCrumb(match.params.serviceId),
          needs: 'application',
        }),
        lazy: async () => ({
          Component: (await import('../features/integrations/pages/integration-page')).IntegrationPage,
        }),
      },
    ],
  },
  {
    path: paths.consumers,
    handle: handle({ title: 'Consumers', crumb: 'Consumers', needs: 'application' }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/consumers/pages/consumers-page')).ConsumersPage }),
      },
      {
        path: paths.consumer.pattern,
        handle: handle({
          title: 'Consumer',
          crumb: (match) => consumerCrumb(match.params.consumerId),
          needs: 'application',
        }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/consumers/pages/consumer-page')).ConsumerPage }),
          },
          {
            path: paths.consumerService.pattern,
            handle: handle({
              title: 'Consumer connection',
              crumb: (match) => connectorCrumb(match.params.serviceId),
              needs: 'application',
            }),
            lazy: async () => ({
              Component: (await import('../features/consumers/pages/consumer-service-page')).ConsumerServicePage,
            }),
          },
        ],
      },
    ],
  },
  {
    path: paths.promotion,
    handle: handle({ title: 'Promote to live', crumb: 'Promote to live', needs: 'application' }),
    lazy: async () => ({ Component: (await import('../features/environments/pages/promotion-page')).PromotionPage }),
  },
  {
    path: paths.webhooks,
    handle: handle({ title: 'Webhooks', crumb: 'Webhooks', needs: 'application' }),
    lazy: async () => ({ Component: (await import('../features/webhooks/pages/webhooks-page')).WebhooksPage }),
  },
  {
    path: paths.applicationSettings,
    handle: handle({ title: 'Application Settings', crumb: 'Application Settings', needs: 'application' }),
    lazy: async () => ({
      Component: (await import('../features/applications/pages/application-settings-page')).ApplicationSettingsPage,
    }),
  },
  {
    path: paths.logs,
    handle: handle({ title: 'Logs', crumb: 'Logs', needs: 'application' }),
    lazy: async () => ({ Component: (await import('../features/logs/pages/logs-page')).LogsPage }),
  },
  {
    // The application is chosen on the screen itself (its dropdown), so it needs none to open.
    path: paths.explorer,
    handle: handle({ title: 'Explorer', crumb: 'Explorer' }),
    lazy: async () => ({ Component: (await import('../features/explorer/pages/explorer-page')).ExplorerPage }),
  },
  {
    path: paths.sequences,
    handle: handle({ title: 'Sequences', crumb: 'Sequences' }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/sequences/pages/sequences-page')).SequencesPage }),
      },
      {
        path: paths.newSequence,
        handle: handle({ title: 'New sequence', crumb: 'New sequence' }),
        lazy: async () => ({
          Component: (await import('../features/sequences/pages/new-sequence-page')).NewSequencePage,
        }),
      },
    ],
  },
  {
    path: paths.requestIntegration,
    handle: handle({ title: 'Request new integration', crumb: 'Request new integration' }),
    lazy: async () => ({
      Component: (await import('../features/integration-requests/pages/request-integration-page'))
        .RequestIntegrationPage,
    }),
  },
  {
    path: paths.requestIntegrationExternal,
    handle: handle({ title: 'Request new integration', crumb: 'Request new integration' }),
    lazy: async () => ({
      Component: (await import('../features/integration-requests/pages/external-request-page')).ExternalRequestPage,
    }),
  },
  {
    path: paths.userSettings,
    handle: handle({ title: 'User Settings', crumb: 'User Settings' }),
    lazy: async () => ({ Component: (await import('../features/users/pages/user-settings-page')).UserSettingsPage }),
  },
  {
    path: paths.accountSettings,
    handle: handle({ title: 'Account Settings', crumb: 'Account Settings', needs: 'team' }),
    lazy: async () => {
      const [{ AccountSettingsPage }, { PlanBillingTab }] = await Promise.all([
        import('../features/members/pages/account-settings-page'),
        import('../features/billing/components/plan-billing-tab'),
      ]);
      return { Component: () => <AccountSettingsPage planTab={<PlanBillingTab />} /> };
    },
  },
  {
    path: paths.workspacePlan,
    handle: handle({ title: 'Upgrade plan', crumb: 'Upgrade plan', needs: 'team' }),
    lazy: async () => ({
      Component: (await import('../features/billing/pages/workspace-plan-page')).WorkspacePlanPage,
    }),
  },
  {
    path: paths.paymentHistory,
    handle: handle({ title: 'Payment history', crumb: 'Payment history', needs: 'team' }),
    lazy: async () => ({
      Component: (await import('../features/billing/pages/payment-history-page')).PaymentHistoryPage,
    }),
  },
  {
    path: paths.billingSuccess,
    handle: handle({ title: 'Subscription successful', crumb: 'Billing', needs: 'team' }),
    lazy: async () => ({
      Component: (await import('../features/billing/pages/billing-result-page')).BillingSuccessPage,
    }),
  },
  {
    path: paths.billingFailed,
    handle: handle({ title: 'Subscription failed', crumb: 'Billing', needs: 'team' }),
    lazy: async () => ({
      Component: (await import('../features/billing/pages/billing-result-page')).BillingFailedPage,
    }),
  },
];
