import { compare, compareOptionsFromEnv, loadRound } from '../lib/load';
import { BENCH_API_CALLS, benchPlansFile } from '../lib/plans';
import { type Row, formatRound } from '../lib/report';
import { newDataStore, postgresAvailable, startPortal, startServer } from '../lib/servers';
import { callerWithConnection } from './gateway-overhead';
import type { Suite } from './suite';

const EMPLOYEE = { firstName: 'Ada', lastName: 'Lovelace', department: 'Engineering', startDate: '2026-01-05' };

/**
 * Create employee through the unified API (validation, the vendor's POST and the read back of the record, the event
 * and change detection's snapshot in one transaction, the log, metering) beside the same POST sent to the BambooHR
 * simulator directly, side by side. Every request creates an employee.
 */
export const writeOverhead: Suite = {
  name: 'write-overhead',
  about:
    'create employee (POST /unified/hris/employees) through the gateway beside the same create sent to a loopback BambooHR simulator directly, on PostgreSQL',
  async run(): Promise<Row[]> {
    if (!(await postgresAvailable()))
      return [{ what: 'write overhead', product: 'skipped: no PostgreSQL answers at BENCH_DATABASE_URL' }];
    const options = compareOptionsFromEnv();
    const bamboohr = await startServer({
      name: 'bamboohr-simulator',
      script: 'bench/baselines/bamboohr-simulator.ts',
      nodeArgs: ['--import', 'tsx'],
      readyPath: '/health',
    });
    const portal = await startPortal(await newDataStore('postgres'), {
      env: {
        CONNECTOR_BAMBOOHR_BASE_URL: bamboohr.url,
        CONSUMER_RATE_LIMIT: '1000000000',
        PLANS_FILE: benchPlansFile(),
      },
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a write's time goes.
      nodeArgs: process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    });
    try {
      const authorization = await callerWithConnection(portal, 'bamboohr', 'HRIS', true);
      const through = {
        url: `${portal.url}/unified/hris/employees`,
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(EMPLOYEE),
        pid: portal.pid,
      };
      const direct = {
        url: `${bamboohr.url}/api/gateway.php/sandbox/v1/employees`,
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('sandbox-bamboohr-api-key:x').toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          firstName: 'Ada',
          lastName: 'Lovelace',
          department: 'Engineering',
          hireDate: '2026-01-05',
        }),
        pid: bamboohr.pid,
      };
      const result = await compare(through, direct, options);
      // A read of one employee through the same gateway in the same run: what a write is held to.
      const read = await loadRound(
        {
          url: `${portal.url}/unified/hris/employees/100`,
          headers: { authorization },
          pid: portal.pid,
        },
        options,
      );
      for (const [name, round] of [
        ['create through the gateway', result.product],
        ['create directly', result.baseline],
        ['get one through the gateway', read],
      ] as const) {
        if (Object.keys(round.statuses).length > 0 || round.errors > 0)
          throw new Error(`${name} answered errors: ${JSON.stringify(round.statuses)}, ${round.errors} failed`);
      }
      return [
        {
          what: `get one employee (GET /unified/hris/employees/100) through the gateway, ${options.connections} connections, same run`,
          product: `${formatRound(read)}, p50 ${read.p50} ms`,
        },
        {
          what: `create employee, ${options.connections} connections (plan allows ${BENCH_API_CALLS} calls): latency added by the gateway (its vendor POST plus the read back)`,
          product: `${formatRound(result.product)}, p50 ${result.product.p50} ms`,
          baseline: `BambooHR's simulator directly: ${formatRound(result.baseline)}, p50 ${result.baseline.p50} ms`,
          ratio: `+${(result.product.p50 - result.baseline.p50).toFixed(1)} ms p50, +${(result.product.p99 - result.baseline.p99).toFixed(1)} ms p99`,
        },
      ];
    } finally {
      await portal.stop();
      await bamboohr.stop();
    }
  },
};
