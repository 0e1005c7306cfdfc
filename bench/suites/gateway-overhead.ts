import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { UNLIMITED } from '@portal/shared/plans/plans.constants';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { addCredential, createApplication, signUp } from '../../test-support/portal-data';
import { compare, compareOptionsFromEnv, loadRound, medianRound } from '../lib/load';
import { BENCH_API_CALLS, benchPlansFile } from '../lib/plans';
import { type Row, formatRound } from '../lib/report';
import { type Portal, newDataStore, postgresAvailable, startBaseline, startPortal, startServer } from '../lib/servers';
import type { Suite } from './suite';

const SANDBOX_KEYS = {
  postnord: { apiKey: 'bench-postnord-key-000000000000000' },
  bamboohr: { companyDomain: 'sandbox', apiKey: 'sandbox-bamboohr-api-key' },
};

/**
 * A team with an application, `serviceId` enabled, an API key, and a connection with `settings`: the application's own
 * (application token) or a consumer's (consumer token). Its plan allows a billion calls a month (benchPlansFile).
 */
export async function callerWithConnection(
  portal: Portal,
  serviceId: 'postnord' | 'bamboohr',
  unifiedApi: 'Shipment' | 'HRIS',
  asConsumer: boolean,
) {
  const person = await signUp(portal.api);
  const token = person.token;
  // A plan that runs out within the run measures 429 answers (the Free plan's 100 calls go in the warm-up).
  const { limits } = (await portal.api.call(plansEndpoints.usage, { token, params: { id: person.teamId } })).data;
  if (limits.apiCalls !== UNLIMITED && limits.apiCalls < BENCH_API_CALLS)
    throw new Error(`the bench team's plan allows ${limits.apiCalls} API calls a month, not ${BENCH_API_CALLS}`);
  const application = (await createApplication(portal.api, token, person.teamId, 'Bench')).id;
  await portal.api.call(integrationsEndpoints.update, {
    token,
    params: { serviceId },
    body: { accountId: person.teamId, serviceId, application, isEnabled: true },
  });
  const credential = await addCredential(portal.api, token, application);
  const { apiKey } = (
    await portal.api.call(credentialsEndpoints.reveal, { token, params: { id: credential.id }, query: { application } })
  ).data;
  let accessToken: string;
  if (asConsumer) {
    const consumerId = (
      await portal.api.call(consumersEndpoints.create, { token, body: { application, name: 'Bench' } })
    ).data.id;
    const issued = (
      await portal.api.call(tokensEndpoints.issue, {
        body: { scope: 'consumer', applicationId: application, consumerId, apiKey },
      })
    ).data;
    accessToken = (issued as { accessToken: string }).accessToken;
  } else {
    const issued = (
      await portal.api.call(tokensEndpoints.issue, {
        body: { scope: 'application', applicationId: application, apiKey },
      })
    ).data;
    accessToken = (issued as { data: { accessToken: string } }).data.accessToken;
  }
  const authorization = `Bearer ${accessToken}`;
  const saved = await portal.api.call(connectionsEndpoints.save, {
    params: { unifiedApi, serviceId },
    body: { settings: SANDBOX_KEYS[serviceId] },
    headers: { authorization },
  });
  if (saved.data.state !== 'callable')
    throw new Error(`the ${serviceId} connection is ${saved.data.state}: ${saved.data.invalidReason}`);
  return authorization;
}

export const gatewayOverhead: Suite = {
  name: 'gateway-overhead',
  about:
    'passthrough through the unified API to a loopback vendor answering 1 KB of JSON (logging and metering on) beside calling that vendor directly, and the unified list of 100 employees from a loopback BambooHR simulator, on PostgreSQL',
  async run(): Promise<Row[]> {
    if (!(await postgresAvailable()))
      return [{ what: 'gateway overhead', product: 'skipped: no PostgreSQL answers at BENCH_DATABASE_URL' }];
    const options = compareOptionsFromEnv();
    const vendor = await startBaseline('loopback-vendor.mjs');
    const bamboohr = await startServer({
      name: 'bamboohr-simulator',
      script: 'bench/baselines/bamboohr-simulator.ts',
      nodeArgs: ['--import', 'tsx'],
      readyPath: '/health',
    });
    const portal = await startPortal(await newDataStore('postgres'), {
      env: {
        CONNECTOR_POSTNORD_BASE_URL: vendor.url,
        CONNECTOR_BAMBOOHR_BASE_URL: bamboohr.url,
        CONSUMER_RATE_LIMIT: '1000000000',
        PLANS_FILE: benchPlansFile(),
      },
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where the gateway's time goes.
      nodeArgs: process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    });
    const rows: Row[] = [];
    try {
      const passthroughAuth = await callerWithConnection(portal, 'postnord', 'Shipment', false);
      const through = {
        url: `${portal.url}/unified/passthrough/postnord/bench/items`,
        headers: { authorization: passthroughAuth },
        pid: portal.pid,
      };
      const direct = { url: `${vendor.url}/bench/items`, pid: vendor.pid };
      const result = await compare(through, direct, options);
      const addedP50 = result.product.p50 - result.baseline.p50;
      const addedP99 = result.product.p99 - result.baseline.p99;
      rows.push({
        what: `passthrough GET, 1 KB JSON, ${options.connections} connections: latency added by the gateway`,
        product: `${formatRound(result.product)}, p50 ${result.product.p50} ms`,
        baseline: `the vendor directly: ${formatRound(result.baseline)}, p50 ${result.baseline.p50} ms`,
        ratio: `+${addedP50.toFixed(1)} ms p50, +${addedP99.toFixed(1)} ms p99`,
        goal: '≤ +1 ms p50, ≤ +3 ms p99',
        met: addedP50 <= 1 && addedP99 <= 3,
      });

      // BENCH_GATEWAY_PASSTHROUGH_ONLY=1: a profile (BENCH_PORTAL_NODE_ARGS) of passthrough calls alone.
      if (process.env.BENCH_GATEWAY_PASSTHROUGH_ONLY === '1') return rows;
      const listAuth = await callerWithConnection(portal, 'bamboohr', 'HRIS', true);
      const employees = UNIFIED_MODEL_ENDPOINTS.find(
        (endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list',
      )!;
      const list = {
        url: `${portal.url}${employees.prefix}${employees.path}?pageSize=100`,
        headers: { authorization: listAuth },
        pid: portal.pid,
      };
      if (options.warmup > 0) await loadRound(list, { connections: options.connections, duration: options.warmup });
      const rounds = [];
      for (let round = 0; round < options.rounds; round += 1) rounds.push(await loadRound(list, options));
      const failing = rounds.find((round) => Object.keys(round.statuses).length > 0 || round.errors > 0);
      if (failing) throw new Error(`the unified list answered errors: ${JSON.stringify(failing)}`);
      rows.push({
        what: `unified list of 100 employees (GET /unified/hris/employees?pageSize=100) from a loopback BambooHR, ${options.connections} connections`,
        product: formatRound(medianRound(rounds)),
      });
    } finally {
      await portal.stop();
      await bamboohr.stop();
      await vendor.stop();
    }
    return rows;
  },
};
