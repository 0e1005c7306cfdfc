import type { Environment } from '@portal/shared/common/environment';
import { connectEndpoints, connectPageEndpoints } from '@portal/shared/connect/connect.endpoints';
import type { SampleContext } from './sample-context.types';
import type { SamplesOf } from './sample-types';

/** The connector the samples use: a file connector (its saves call no vendor) in the Distributor API. */
export const FILES = 'dustin';

const connectBearer = async (context: SampleContext, serviceId: string, environment: Environment = 'test') => ({
  authorization: `Bearer ${await context.newConnectToken(environment, serviceId)}`,
});

/** The samples of Connect's portal endpoints and of the hosted page's API (endpoint-samples.ts). */
export const CONNECT_SAMPLES: {
  connect: SamplesOf<typeof connectEndpoints>;
  connectPage: SamplesOf<typeof connectPageEndpoints>;
} = {
  connect: {
    settings: async ({ application }) => ({ query: { applicationId: await application() } }),
    saveSettings: async ({ application }) => ({
      body: { applicationId: await application(), data: { primaryColour: '#1677ff' } },
    }),
    links: async ({ application, newConsumer }) => ({
      query: { applicationId: await application(), consumerId: await newConsumer() },
    }),
    createLink: async ({ enabledIntegration, newConsumer }) => ({
      body: { applicationId: await enabledIntegration(FILES), consumerId: await newConsumer(), data: {} },
    }),
    revokeLink: async ({ application, newConnectLink }) => ({
      params: { id: await newConnectLink(FILES) },
      body: { applicationId: await application() },
    }),
  },
  connectPage: {
    session: async (context) => ({ headers: await connectBearer(context, 'bamboohr') }),
    connect: async (context) => ({
      body: { serviceId: 'bamboohr', settings: {} },
      headers: await connectBearer(context, 'bamboohr'),
    }),
    authorize: async (context) => {
      await context.oauthReady('github-oidc');
      return { body: { serviceId: 'github-oidc' }, headers: await connectBearer(context, 'github-oidc', 'live') };
    },
    complete: async ({ authorizedConnectToken }) => ({
      body: { serviceId: 'bamboohr' },
      headers: { authorization: `Bearer ${await authorizedConnectToken('bamboohr')}` },
    }),
    ftp: async (context) => ({ body: { serviceId: FILES }, headers: await connectBearer(context, FILES) }),
  },
};
