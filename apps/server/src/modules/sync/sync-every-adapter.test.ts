import { describe, expect, it } from 'vitest';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { ADAPTERS } from '../../connectors/adapters/registry';
import { sandboxServer } from '../../connectors/simulators/sandbox-fetch';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';

const RECORDS = 4_600;
// The background worker is off: the test runs the syncs itself.
const t = useTestApp({ SYNC_TICK_SECONDS: '0', SANDBOX_RECORDS: String(RECORDS) });

/**
 * Vendor calls of one baseline sync of RECORDS records, per adapter that can list: one download for a vendor that
 * answers everything at once, otherwise one call per vendor page at the vendor's largest page size.
 */
const EXPECTED_CALLS: Record<string, number> = {
  bamboohr: 1, // the custom report
  // Pages of 500; the token was obtained when the connection was saved (and is kept).
  catalystone: Math.ceil(RECORDS / 500), // 10
  deel: Math.ceil(RECORDS / 200), // 23
  haileyhr: 2, // every employee, and the company's names
  hibob: 1, // the people search
  jamf: Math.ceil(RECORDS / 2000), // 3
  kandji: Math.ceil(RECORDS / 300), // 16
  servicenow: Math.ceil(RECORDS / 1000), // 5
  'sap-successfactors': Math.ceil(RECORDS / 1000), // 5: $top 1000
  // 45 jobs and RECORDS candidates, 30 a page: 2 + 154.
  teamtailor: Math.ceil(45 / 30) + Math.ceil(RECORDS / 30),
  // Search Products and Price and Availability for each page of 50: 92 pages.
  ingram: 2 * Math.ceil(RECORDS / 50),
  'microsoft-intune': Math.ceil(RECORDS / 1000), // 5
  hexnode: Math.ceil(RECORDS / 100), // 46
  // Half mobile, half ChromeOS devices, 100 a page (the consent's token was refreshed by the check on saving).
  'google-devices': 2 * Math.ceil(RECORDS / 2 / 100), // 46
  // Users 999 a page; the 12 groups in one page, and each group's members (one page each).
  'azure-directory': Math.ceil(RECORDS / 999) + 1 + 12, // 18
  // Users 500 a page; the 12 groups in one page, and each group's members (one page each); and the consent's token
  // refresh (no credential check refreshed it on saving).
  'google-workspace': Math.ceil(RECORDS / 500) + 1 + 12 + 1, // 24
};

async function callsOf(serviceId: string, connectionId: string): Promise<number> {
  // With the records the syncs see: a connection without a credential check (Google Workspace) is first simulated
  // here.
  const server = await sandboxServer(serviceId, connectionId, RECORDS);
  const answer = await server.inject({ method: 'GET', url: `/sandbox/${serviceId}/_simulator/calls` });
  return (answer.json() as { total: number }).total;
}

describe('a sync of every adapter', () => {
  const listing = ADAPTERS.filter((adapter) => Object.values(adapter.models).some((model) => model.list));

  it('covers every adapter that can list (the shipment trackers look shipments up by id only)', () => {
    expect(listing.map((adapter) => adapter.serviceId).sort()).toEqual(Object.keys(EXPECTED_CALLS).sort());
  });

  it.each(listing.map((adapter) => [adapter.serviceId, adapter.unifiedApi] as const))(
    `%s: a sync of ${RECORDS} records makes one vendor call per vendor page, one in all for a whole-list vendor`,
    { timeout: 120_000 },
    async (serviceId, unifiedApi) => {
      const { owner, application } = await ownerWithIntegration(t, serviceId, 'test');
      const { authorization } = await consumerBearer(t, owner, application, 'test');
      const saved = await t.api.call(connectionsEndpoints.save, {
        params: { unifiedApi, serviceId },
        body: { settings: {}, sandbox: true },
        headers: { authorization },
      });
      const connectionId = saved.data.id!;
      const before = await callsOf(serviceId, connectionId);
      // Other files' connections are not in this database; this file's earlier ones are synced already (not due).
      expect(await t.services.sync.runDue()).toBeGreaterThan(0);
      expect((await callsOf(serviceId, connectionId)) - before).toBe(EXPECTED_CALLS[serviceId]);
    },
  );
});
