import { randomUUID } from 'node:crypto';
import { promotionChangeId } from '@portal/shared/environments/environments.constants';
import { ALL_ENDPOINT_GROUPS } from '@portal/shared/registry/all-endpoints';
import { registration, uniqueEmail } from './factories';
import type { SampleContext } from './sample-context.types';
import { SAMPLE_DELIVERY_URL } from './webhooks';
import { DIRECTORY_SAMPLES } from './directory-samples';
import { CONNECT_SAMPLES, FILES } from './connect-samples';
import type { SamplesOf } from './sample-types';

export type { SampleContext } from './sample-context.types';

/**
 * A valid input for every endpoint of the contract, by domain and name: what
 * the route-table test (route-table.test.ts) sends to check who may call it.
 * A team- or application-scoped sample names the context's team (or
 * application) and must succeed for every role the permissions table allows;
 * make the targets it acts on with the context's helpers, fresh for each call.
 * A new endpoint does not compile until it has its sample here.
 */
type Groups = typeof ALL_ENDPOINT_GROUPS;
type Samples = { [D in keyof Groups]: SamplesOf<Groups[D]> };

const none = () => ({});

const PRICE_FILE = { name: 'prices.csv', contentBase64: Buffer.from('sku;price\nA-1;100\n').toString('base64') };
const filesOf = async ({ application }: SampleContext) => ({
  params: { serviceId: FILES },
  query: { application: await application() },
});
const consumerFilesOf = async ({ application, newConsumer }: SampleContext) => ({
  params: { consumerId: await newConsumer(), serviceId: FILES },
  query: { application: await application() },
});
const bearer = async ({ applicationToken }: SampleContext) => ({ authorization: `Bearer ${await applicationToken()}` });

export const SAMPLES: Samples = {
  system: { health: none, config: none },
  connect: CONNECT_SAMPLES.connect,
  connectPage: CONNECT_SAMPLES.connectPage,
  integrationRequests: {
    create: () => ({
      body: {
        serviceName: 'Personio',
        website: 'https://www.personio.com',
        category: 'HRIS',
        description: 'Employees and absences',
      },
    }),
    externalForm: none,
  },
  explorer: {
    data: none,
    code: () => ({
      body: {
        language: 'cURL',
        call: { method: 'GET', url: 'http://localhost:3000/unified/hris/employees', headers: {} },
      },
    }),
  },
  auth: {
    register: () => ({ body: registration() }),
    login: () => ({ body: { email: uniqueEmail(), password: 'Wrong-password-1' } }),
    mfaLogin: () => ({ body: { key: 'unknown-key', code: '123456' } }),
    logout: none,
    verifyEmail: () => ({ params: { key: 'unknown-key' } }),
    resendVerification: none,
    requestPasswordReset: () => ({ body: { email: uniqueEmail() } }),
    resetPassword: () => ({ body: { key: 'unknown-key', password: 'new-pass-1' } }),
    mfaGenerate: none,
    mfaEnable: () => ({ body: { code: '123456' } }),
    mfaDisable: () => ({ body: { code: '123456' } }),
    ssoStart: () => ({ query: { provider: 'google' } }),
    ssoToken: () => ({ body: { code: 'a-code', state: 'a-state' } }),
    changePassword: () => ({ body: { currentPassword: 'Wrong-password-1', password: 'new-pass-1' } }),
  },
  users: {
    me: none,
    getProfile: none,
    updateProfile: () => ({ body: { name: 'Ada', lastname: 'Lovelace' } }),
    getSettings: none,
    updateSettings: () => ({ body: { hasBillingEvent: true } }),
    updateGuides: () => ({ body: { completedDashboard: true } }),
    getMeta: none,
    updateMeta: () => ({ body: { step: 'init' } }),
    mfaStatus: none,
  },
  accounts: {
    list: none,
    create: () => ({ body: { name: 'Sample team' } }),
    rename: ({ team }) => ({ params: { id: team.id }, body: { name: 'Sample team' } }),
  },
  members: {
    list: ({ team }) => ({ query: { account: team.id } }),
    invite: ({ team }) => ({
      body: { account: team.id, data: { name: 'Sample', email: uniqueEmail('sample'), role: 'user' } },
    }),
    changeRole: async ({ team, newMember }) => ({
      params: { id: await newMember() },
      body: { account: team.id, role: 'developer' },
    }),
    toggleSuspended: async ({ team, newMember }) => ({ params: { id: await newMember() }, body: { account: team.id } }),
    remove: async ({ team, newMember }) => ({ params: { id: await newMember() }, body: { account: team.id } }),
    resend: async ({ team, newInvitation }) => ({ params: { id: await newInvitation() }, body: { account: team.id } }),
    // The caller leaves: the route-table test puts them back afterwards.
    leave: ({ team }) => ({ body: { account: team.id } }),
    inviteInfo: () => ({ params: { code: 'unknown-code' } }),
    invitePreview: () => ({ params: { code: 'unknown-code' } }),
    accept: () => ({ params: { code: 'unknown-code' } }),
  },
  mail: {
    devList: none,
    devGet: () => ({ params: { id: randomUUID() } }),
  },
  plans: {
    usage: ({ team }) => ({ params: { id: team.id } }),
  },
  billing: {
    plans: ({ team }) => ({ query: { account: team.id } }),
    subscription: ({ team }) => ({ query: { account: team.id } }),
    // The route-table app runs with a local Stripe server and BILLING_ADMIN_EMAIL (route-table.test.ts).
    switchSubscription: ({ team }) => ({ body: { account: team.id, plan: 'startup' } }),
    checkoutSession: ({ team }) => ({ body: { account: team.id, plan: 'growth-monthly' } }),
    customerPortal: ({ team }) => ({ body: { account: team.id } }),
    transactions: ({ team }) => ({ query: { account: team.id } }),
    requestSubscription: ({ team }) => ({ body: { account: team.id, plan: 'growth-yearly' } }),
    stripeWebhook: () => ({ headers: { 'stripe-signature': 't=1,v1=unsigned' } }),
  },
  applications: {
    list: none,
    create: async ({ team, roomForApplication }) => {
      await roomForApplication();
      return { body: { name: `Sample ${randomUUID().slice(0, 8)}`, account: team.id } };
    },
    get: async ({ application }) => ({ params: { id: await application() } }),
    remove: async ({ team, newApplication }) => ({
      params: { id: await newApplication() },
      body: { account: team.id },
    }),
    webhookSecret: async ({ application }) => ({ params: { id: await application() } }),
    portalList: none,
  },
  stats: {
    application: async ({ application }) => ({ params: { id: await application() } }),
    applicationChart: async ({ application }) => ({
      params: { id: await application() },
      query: { days: 7, tz: 'Europe/Paris' },
    }),
    applicationChartDetailed: async ({ application }) => ({ params: { id: await application() }, query: {} }),
    consumer: async ({ application, newConsumer }) => ({
      params: { id: await newConsumer() },
      query: { applicationId: await application() },
    }),
  },
  credentials: {
    list: async ({ application }) => ({ query: { application: await application() } }),
    create: async ({ application }) => ({ body: { application: await application() } }),
    remove: async ({ application, newCredential }) => ({
      params: { id: await newCredential() },
      query: { application: await application() },
    }),
    reveal: async ({ application, newCredential }) => ({
      params: { id: await newCredential() },
      query: { application: await application() },
    }),
    explorerList: () => ({ query: { limit: 1000 } }),
  },
  tokens: {
    issue: async ({ newApiKey }) => ({ body: { scope: 'application', ...(await newApiKey()) } }),
    application: async ({ application, applicationToken }) => ({
      query: { applicationId: await application() },
      headers: { authorization: `Bearer ${await applicationToken()}` },
    }),
  },
  consumers: {
    list: async ({ application }) => ({ query: { applicationId: await application() } }),
    create: async ({ application, roomForConsumer }) => {
      await roomForConsumer();
      return { body: { name: 'Sample', application: await application() } };
    },
    get: async ({ application, newConsumer }) => ({
      params: { id: await newConsumer() },
      query: { applicationId: await application() },
    }),
    remove: async ({ application, newConsumer }) => ({
      params: { id: await newConsumer() },
      query: { applicationId: await application() },
    }),
    usage: async ({ application, newConsumer }) => ({
      params: { id: await newConsumer() },
      query: { applicationId: await application() },
    }),
    tokenList: async (context) => ({
      query: { applicationId: await context.application() },
      headers: await bearer(context),
    }),
    tokenConsumer: async ({ consumerToken }) => ({ headers: { authorization: `Bearer ${await consumerToken()}` } }),
  },
  ssoSignIns: {
    list: async ({ application, newConsumer }) => ({
      query: { applicationId: await application(), consumerId: await newConsumer(), serviceId: 'okta-saml' },
    }),
  },
  requestLogs: {
    application: async ({ application }) => ({ query: { applicationId: await application() } }),
    consumer: async ({ application, newConsumer }) => ({
      query: { applicationId: await application(), consumerId: await newConsumer() },
    }),
    detail: async ({ application, newRequestLog }) => ({
      params: { id: await newRequestLog() },
      query: { applicationId: await application() },
    }),
  },
  events: {
    list: async ({ application }) => ({ query: { applicationId: await application() } }),
  },
  environments: {
    diff: async ({ application }) => ({ query: { application: await application() } }),
    promote: async ({ application, newTestWebhook }) => ({
      body: { application: await application(), changes: [promotionChangeId.webhook('HRIS', await newTestWebhook())] },
    }),
    promotions: async ({ application }) => ({ query: { application: await application() } }),
  },
  webhooks: {
    list: async ({ application }) => ({ query: { applicationId: await application() } }),
    create: async ({ application }) => ({
      body: {
        application: await application(),
        deliveryUrl: SAMPLE_DELIVERY_URL,
        unifiedApi: 'HRIS',
        events: ['hris.employee.updated'],
        status: 'disabled',
      },
    }),
    update: async ({ application, newWebhook }) => ({
      params: { id: await newWebhook() },
      query: { applicationId: await application() },
      body: { description: 'Renamed' },
    }),
    remove: async ({ application, newWebhook }) => ({
      params: { id: await newWebhook() },
      query: { applicationId: await application() },
    }),
    trigger: async ({ application }) => ({
      body: {
        application: await application(),
        deliveryUrl: SAMPLE_DELIVERY_URL,
        serviceId: 'bamboohr',
        unifiedApi: 'HRIS',
        eventType: 'hris.employee.updated',
      },
    }),
    deliveries: async ({ application, newWebhook }) => ({
      params: { id: await newWebhook() },
      query: { applicationId: await application() },
    }),
    resend: async ({ application, newDelivery }) => {
      const { webhookId, deliveryId } = await newDelivery();
      return { params: { id: webhookId, deliveryId }, query: { applicationId: await application() } };
    },
  },
  sync: {
    changeSandbox: () => ({
      params: { connectionId: '00000000-0000-4000-8000-000000000000', collection: 'employees' },
      body: { action: 'update', id: '100', fields: { jobTitle: 'Founder' } },
    }),
  },
  connectors: {
    list: none,
    ftp: filesOf,
    uploadFile: async (context) => ({ ...(await filesOf(context)), body: PRICE_FILE }),
    consumerFtp: consumerFilesOf,
    consumerUploadFile: async (context) => ({ ...(await consumerFilesOf(context)), body: PRICE_FILE }),
  },
  unifyApi: { list: none },
  integrations: {
    list: async ({ application }) => ({ query: { application: await application() } }),
    get: async ({ application }) => ({ params: { serviceId: FILES }, query: { application: await application() } }),
    update: async ({ team, application }) => ({
      params: { serviceId: FILES },
      body: { accountId: team.id, serviceId: FILES, application: await application(), isEnabled: true },
    }),
    schema: () => ({ params: { serviceId: FILES, type: 'products' } }),
    saveConnection: async ({ application }) => ({
      params: { serviceId: FILES },
      query: { application: await application() },
      body: { settings: {}, enabled: true },
    }),
    authorize: async ({ oauthReady }) => ({
      params: { serviceId: 'github-oidc' },
      query: { application: await oauthReady('github-oidc') },
    }),
    reset: async ({ application }) => ({ params: { serviceId: FILES }, query: { application: await application() } }),
    putScope: async ({ team, application }) => ({
      params: { serviceId: FILES, app: await application(), type: 'products' },
      query: { account: team.id },
      body: { operations: ['list', 'get'] },
    }),
    patchScope: async ({ team, application }) => ({
      params: { serviceId: FILES, app: await application(), type: 'products' },
      query: { account: team.id },
      body: { operation: 'get', enabled: true },
    }),
    deleteScope: async ({ team, application }) => ({
      params: { serviceId: FILES, app: await application(), type: 'products' },
      query: { account: team.id },
    }),
    putRemap: async ({ team, application }) => ({
      params: { serviceId: FILES, app: await application() },
      query: { account: team.id },
      body: { type: 'products', from: 'ArticleNo', to: 'vendorPartNumber' },
    }),
    orderRemap: async ({ team, application }) => ({
      params: { serviceId: FILES, app: await application() },
      query: { account: team.id },
      body: { type: 'products', ids: [] },
    }),
    patchFields: async ({ team, application }) => ({
      params: { serviceId: FILES, app: await application(), type: 'products' },
      query: { account: team.id },
      body: { fields: [{ from: 'ArticleNo', to: 'vendorPartNumber' }] },
    }),
    deleteRemap: async ({ team, application, newRemap }) => ({
      params: { serviceId: FILES, app: await application(), id: await newRemap(FILES, 'products') },
      query: { account: team.id },
    }),
  },
  directory: DIRECTORY_SAMPLES.directory,
  scim: DIRECTORY_SAMPLES.scim,
  connections: {
    list: async (context) => ({
      query: { applicationId: await context.enabledIntegration(FILES) },
      headers: await bearer(context),
    }),
    get: async (context) => {
      await context.enabledIntegration(FILES);
      return { params: { unifiedApi: 'Distributor', serviceId: FILES }, headers: await bearer(context) };
    },
    save: async (context) => {
      await context.enabledIntegration(FILES);
      return {
        params: { unifiedApi: 'Distributor', serviceId: FILES },
        body: { settings: {}, enabled: true },
        headers: await bearer(context),
      };
    },
    remove: async (context) => ({
      params: { unifiedApi: 'Distributor', serviceId: FILES },
      headers: await bearer(context),
    }),
  },
};

/** The sample of an endpoint by its id (`members.invite`), or undefined when it has none. */
export function sampleOf(id: string): ((context: SampleContext) => Promise<SampleInput>) | undefined {
  const [domain, name] = id.split('.') as [keyof Groups, string];
  const sample = (
    SAMPLES[domain] as Record<string, (context: SampleContext) => SampleInput | Promise<SampleInput>> | undefined
  )?.[name];
  return sample && (async (context) => sample(context));
}

/** A sample's input, whatever its endpoint. */
export interface SampleInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}
