import { describe, expect, it } from 'vitest';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerInSandbox } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const listOf = (model: string) =>
  UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.model === model && endpoint.operation === 'list')!;

describe('what the screens count (issue 25)', () => {
  it("a call the platform refuses (4xx of its own) is logged, but neither billed nor counted: the chart and the stats agree, and a test environment's call counts nowhere in the plan", async () => {
    const { owner, application, authorization } = await consumerInSandbox(t);
    const served = await t.api.unchecked(listOf('employees'), { query: {}, headers: { authorization } });
    expect(served.status).toBe(200);
    // No callable connection in the ATS API: refused before any vendor call.
    const refused = await t.api.unchecked(listOf('jobs'), { query: {}, headers: { authorization } });
    expect(refused.status).toBe(424);
    await t.flush();

    const logs = (
      await owner.api.call(requestLogsEndpoints.application, {
        query: { applicationId: application, environment: 'test' },
      })
    ).data;
    expect(logs.map((log) => log.status).sort()).toEqual([200, 424]);
    const chart = (
      await owner.api.call(statsEndpoints.applicationChart, {
        params: { id: application },
        query: { environment: 'test' },
      })
    ).data;
    const stats = (
      await owner.api.call(statsEndpoints.application, { params: { id: application }, query: { environment: 'test' } })
    ).data;
    const usage = await t.services.plans.usage({ accountId: owner.teamId } as never);
    expect({
      chart: chart.reduce((sum, point) => sum + point.count, 0),
      stats: stats.apiCalls,
      usage: usage.usage.apiCalls,
    }).toEqual({ chart: 1, stats: 1, usage: 0 });
    // The Get started stepper's last step is done by the successful call alone.
    expect(stats.successfulCalls).toBe(1);
  });

  it('counts no successful call while there were only refusals', async () => {
    const { owner, application, authorization } = await consumerInSandbox(t);
    expect((await t.api.unchecked(listOf('jobs'), { query: {}, headers: { authorization } })).status).toBe(424);
    await t.flush();
    const stats = (
      await owner.api.call(statsEndpoints.application, { params: { id: application }, query: { environment: 'test' } })
    ).data;
    expect(stats).toMatchObject({ apiCalls: 0, successfulCalls: 0 });
  });
});
