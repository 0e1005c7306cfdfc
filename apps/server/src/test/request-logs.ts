import type { RequestLog } from '@portal/shared/request-logs/request-logs.schemas';
import type { Services } from '../modules';
import type { RequestLogQuery } from '../modules/request-logs/request-logs.service';
import type { UnifiedCallRecord } from '../modules/request-logs/unified-call-record';

/** A data-plane call's record of `applicationId` (a GET of employees answered with `body`), for tests of the logs. */
export function callRecord(
  accountId: string,
  applicationId: string,
  body: unknown,
  at = new Date(),
): UnifiedCallRecord {
  return {
    accountId,
    applicationId,
    consumerId: null,
    serviceId: 'bamboohr',
    kind: 'universal',
    createdAt: at,
    request: {
      method: 'GET',
      url: '/unified/hris/employees',
      query: {},
      headers: { 'content-type': 'application/json' },
      body: null,
    },
    response: { status: 200, latencyMs: 3, headers: { 'content-type': 'application/json' }, body },
    subRequests: [],
  };
}

/**
 * Request logs recorded through the services and written (the writer flushed), for tests whose subject is something
 * else.
 */
export function requestLogHelpers(
  services: () => Pick<Services, 'requestLogs'>,
  flush: () => Promise<void>,
  team: { id: string },
  application: () => Promise<string>,
) {
  return {
    /** A new log of `application()`, answered by its id. */
    async newRequestLog(): Promise<string> {
      const applicationId = await application();
      services().requestLogs.record(callRecord(team.id, applicationId, { data: [] }));
      await flush();
      return (await services().requestLogs.list({ accountId: team.id, applicationId, limit: 1 })).data[0]!.id;
    },
  };
}

/**
 * The logs a list finds, each read whole (the list answers summaries): for tests that check bodies and vendor calls.
 */
export async function fullLogs(services: Pick<Services, 'requestLogs'>, query: RequestLogQuery): Promise<RequestLog[]> {
  const { data } = await services.requestLogs.list(query);
  return Promise.all(
    data.map((log) =>
      services.requestLogs.detail({ accountId: query.accountId, applicationId: query.applicationId, id: log.id }),
    ),
  );
}
