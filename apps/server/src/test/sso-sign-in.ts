import { connectEndpoints } from '@portal/shared/connect/connect.endpoints';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { ssoSignInEndpoints } from '@portal/shared/unified/sso-sign-in';
import type { Dispatch } from '../../../../test-support/form-browser';
import { applicationBearer, consumerBearer, ownerWithIntegration } from './integrations';
import type { Person, TestApp } from './test-app';

/** The portal's public URL in sign-in tests: the browser's requests to it go to the app (`app.inject`). */
export const PORTAL_URL = 'http://portal.test';
/** The developer's app, where a sign-in comes back. */
export const CUSTOMER_APP_CALLBACK = 'https://app.customer.test/sso/callback';

export interface SignInSetup {
  owner: Person;
  application: string;
  consumer: string;
  /** `Bearer <application token>` */
  app: string;
  /** `Bearer <consumer token>` */
  consumerAuthorization: string;
}

/**
 * An application with `serviceId` enabled and the customer app's callback registered, a consumer whose connection
 * holds `settings` (saved through the data plane as the consumer's program would), and an application token.
 */
export async function signInSetup(
  t: TestApp,
  serviceId: string,
  settings: Record<string, unknown>,
): Promise<SignInSetup> {
  const { owner, application } = await ownerWithIntegration(t, serviceId);
  await owner.api.call(connectEndpoints.saveSettings, {
    body: { applicationId: application, data: { ssoRedirectUris: [CUSTOMER_APP_CALLBACK] } },
  });
  const { consumer, authorization } = await consumerBearer(t, owner, application);
  const saved = await t.api.unchecked(connectionsEndpoints.save, {
    params: { unifiedApi: 'SSO', serviceId },
    body: { settings },
    headers: { authorization },
  });
  if (!saved.ok) throw new Error(`The connection was not saved: ${JSON.stringify(saved.body)}`);
  return {
    owner,
    application,
    consumer,
    app: await applicationBearer(t, owner, application),
    consumerAuthorization: authorization,
  };
}

/** `GET /unified/sso/authorize` for the setup's consumer; answers the identity provider's URL. */
export async function authorize(t: TestApp, setup: SignInSetup, serviceId: string, state = 'developer-state') {
  const answer = await t.api.call(ssoSignInEndpoints.authorize, {
    query: { consumerId: setup.consumer, serviceId, redirectUri: CUSTOMER_APP_CALLBACK, state },
    headers: { authorization: setup.app },
  });
  return new URL(answer.data.url);
}

/** `POST /unified/sso/token`. */
export const exchange = (t: TestApp, setup: SignInSetup, code: string) =>
  t.api.unchecked(ssoSignInEndpoints.token, { body: { code }, headers: { authorization: setup.app } });

/** Posts a SAMLResponse to an ACS as the IdP's auto-post form does; answers where it sends the browser. */
export async function postToAcs(t: TestApp, acsUrl: string, samlResponse: string, relayState = '') {
  const answer = await t.app.inject({
    method: 'POST',
    url: new URL(acsUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  });
  return { status: answer.statusCode, location: answer.headers.location as string | undefined, body: answer.body };
}

/** What a refusal sent the browser back with: `error_description` (the reason), or null. */
export const refusalOf = (location: string | undefined) =>
  location ? new URL(location).searchParams.get('error_description') : null;

/** The reasons in the consumer's request log, newest first (the body of each logged sign-in outcome). */
export async function loggedOutcomes(
  t: TestApp,
  setup: SignInSetup,
): Promise<Array<{ status: number; body: unknown }>> {
  await t.flush();
  const summaries = (
    await setup.owner.api.call(requestLogsEndpoints.consumer, {
      query: { applicationId: setup.application, consumerId: setup.consumer },
    })
  ).data;
  return Promise.all(
    summaries.map(async (summary) => {
      const log = (
        await setup.owner.api.call(requestLogsEndpoints.detail, {
          params: { id: summary.id },
          query: { applicationId: setup.application },
        })
      ).data;
      return { status: summary.status, body: log.response.body };
    }),
  );
}

/** Requests of the scripted browser: the portal's through `app.inject`, everyone else's over the network. */
export function portalDispatch(t: TestApp, network: Dispatch): Dispatch {
  return async (url, init) => {
    if (url.origin !== PORTAL_URL) return network(url, init);
    const answer = await t.app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init.headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    const cookies = answer.headers['set-cookie'];
    return {
      status: answer.statusCode,
      location: (answer.headers.location as string | undefined) ?? null,
      setCookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
      body: answer.body,
    };
  };
}
