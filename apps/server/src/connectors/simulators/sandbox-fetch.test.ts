import { describe, expect, it } from 'vitest';
import { getSimulator } from './registry';
import { SANDBOX_ORIGIN, sandboxFetchFor } from './sandbox-fetch';

const KEY = getSimulator('bamboohr')!.sandboxSettings.apiKey as string;
const basic = `Basic ${Buffer.from(`${KEY}:x`).toString('base64')}`;

describe('the sandbox fetch', () => {
  const fetchBamboo = sandboxFetchFor('bamboohr', 'connection-1');

  it("answers a sandbox connection's vendor calls from its simulator, in-process", async () => {
    const response = await fetchBamboo(
      `${SANDBOX_ORIGIN}/sandbox/bamboohr/api/gateway.php/sandbox/v1/employees/directory`,
      {
        headers: { authorization: basic, accept: 'application/json' },
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { employees: unknown[] }).employees.length).toBeGreaterThan(0);
  });

  it('refuses the control routes, however they are spelled, other simulators and other hosts', async () => {
    const refused = [
      `${SANDBOX_ORIGIN}/sandbox/bamboohr/_simulator/rate-limit`,
      `${SANDBOX_ORIGIN}/sandbox/bamboohr/%5Fsimulator/rate-limit`,
      `${SANDBOX_ORIGIN}/sandbox/bamboohr/api/../_simulator/delay`,
      `${SANDBOX_ORIGIN}/sandbox/kandji/api/v1/devices`,
      `${SANDBOX_ORIGIN}/sandbox/bamboohr/../kandji/api/v1/devices`,
      'http://127.0.0.1/sandbox/bamboohr/api/gateway.php/sandbox/v1/employees/directory',
    ];
    for (const url of refused) {
      await expect(
        fetchBamboo(url, { method: 'POST', body: '{"count":5}', headers: { 'content-type': 'application/json' } }),
        url,
      ).rejects.toMatchObject({
        code: 'VENDOR_UNREACHABLE',
      });
    }
  });
});
