import { and, count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ConsumerIssues } from '@portal/shared/integrations/integrations.schemas';
import type { Db, DbOrTx } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import type { TeamsService } from '../teams/teams.service';
import { type HealthNotices, type ReconnectLinks, tellHealth } from './connection-events';
import { connectionCallHours } from './connection-health.table';
import { connections } from './connections.table';

interface Deps {
  db: Db;
  teams: TeamsService;
  mail: MailService;
  publicUrl: string;
  now: () => Date;
}

/** A call as the health count needs it: whose connection, when, and its status. */
export interface CallOutcome {
  applicationId: string;
  consumerId: string | null;
  serviceId: string | null;
  createdAt: Date;
  status: number;
}

/** A connection is failing when most of its calls failed in more than this many of the last 24 hours. */
export const FAILING_HOURS = 12;
const WINDOW_HOURS = 24;
const HOUR_MS = 3_600_000;
/** The start of the hour a time falls in: the bucket its calls are counted in. */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * A failed call: the vendor failed, timed out or could not be reached (a client's own 4xx is not the connection's
 * fault).
 */
const isFailure = (status: number) => status >= 500;

interface OwnerService {
  owner_id: string;
  service_id: string;
}

/**
 * Connection health beyond a vendor's refusal (issue 13): calls are counted per connection and hour with each
 * request-log batch; a connection whose calls mostly failed in more than half of the last 24 hours is marked
 * failing (shown on the consumer and the integration) and the members who want connection notifications are
 * mailed once when it starts and once when it is over. Hours pass without calls too, so an hourly sweep looks
 * at the failing ones again.
 */
export function createConnectionHealthService({ db, teams, mail, publicUrl, now }: Deps) {
  const notices: HealthNotices = { teams, mail, publicUrl };

  /** Moves the connections of these owners and services into or out of failing; mails each move. */
  async function judge(tx: DbOrTx, keys: OwnerService[]): Promise<void> {
    if (keys.length === 0) return;
    const at = now();
    const since = new Date(hourOf(at).getTime() - (WINDOW_HOURS - 1) * HOUR_MS);
    const { rows } = (await tx.execute(sql`
      with keys as (select distinct * from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(owner_id uuid, service_id text)),
      verdict as (
        select k.owner_id, k.service_id, (
          select count(*) from ${connectionCallHours} h
          where h.owner_id = k.owner_id and h.service_id = k.service_id and h.hour >= ${since} and h.failures * 2 > h.calls
        ) > ${FAILING_HOURS} as failing
        from keys k)
      select c.id, v.failing from ${connections} c
      join verdict v on v.service_id = c.service_id and v.owner_id = coalesce(c.consumer_id, c.application_id)
      where (c.failing_since is null) = v.failing`)) as unknown as { rows: Array<{ id: string; failing: boolean }> };
    for (const failing of [true, false]) {
      const ids = rows.filter((row) => row.failing === failing).map((row) => row.id);
      if (ids.length === 0) continue;
      const moved = await tx
        .update(connections)
        .set({ failingSince: failing ? at : null })
        .where(inArray(connections.id, ids))
        .returning();
      for (const row of moved) await tellHealth(notices, tx, row, failing ? 'failing' : 'recovered');
    }
  }

  return {
    /** Connect's reconnect links, put in the mail that tells a consumer's connection started failing. */
    useReconnectLinks(links: ReconnectLinks) {
      notices.reconnectLinkOf = links;
    },

    /**
     * Per service, how many of the application's consumers' connections are invalid or failing (shown with the
     * integration).
     */
    async consumerIssuesOf(applicationId: string): Promise<Map<string, ConsumerIssues>> {
      const rows = await db
        .select({
          serviceId: connections.serviceId,
          invalid: count(sql`case when ${connections.state} = 'invalid' then 1 end`),
          failing: count(connections.failingSince),
        })
        .from(connections)
        .where(and(eq(connections.applicationId, applicationId), isNotNull(connections.consumerId)))
        .groupBy(connections.serviceId);
      return new Map(rows.map(({ serviceId, invalid, failing }) => [serviceId, { invalid, failing }]));
    },

    /**
     * Counts a batch of calls into their connections' hours and judges those connections, in the batch's transaction.
     */
    async recordCalls(tx: DbOrTx, calls: CallOutcome[]): Promise<void> {
      const buckets = new Map<
        string,
        { owner_id: string; service_id: string; hour: string; calls: number; failures: number }
      >();
      for (const call of calls) {
        if (!call.serviceId) continue;
        const ownerId = call.consumerId ?? call.applicationId;
        const hour = hourOf(call.createdAt).toISOString();
        const key = `${ownerId} ${call.serviceId} ${hour}`;
        const bucket = buckets.get(key) ?? {
          owner_id: ownerId,
          service_id: call.serviceId,
          hour,
          calls: 0,
          failures: 0,
        };
        bucket.calls += 1;
        if (isFailure(call.status)) bucket.failures += 1;
        buckets.set(key, bucket);
      }
      if (buckets.size === 0) return;
      // Sorted, so two batches counting the same hours lock them in one order.
      const rows = [...buckets.values()].sort((a, b) =>
        (a.owner_id + a.service_id + a.hour).localeCompare(b.owner_id + b.service_id + b.hour),
      );
      await tx.execute(sql`
        insert into ${connectionCallHours} (owner_id, service_id, hour, calls, failures)
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(owner_id uuid, service_id text, hour timestamptz, calls integer, failures integer)
        on conflict (owner_id, service_id, hour) do update
          set calls = ${connectionCallHours.calls} + excluded.calls, failures = ${connectionCallHours.failures} + excluded.failures`);
      await judge(
        tx,
        rows.map(({ owner_id, service_id }) => ({ owner_id, service_id })),
      );
    },

    /**
     * The hourly look at failing connections (hours pass without calls) and the deletion of hours no one reads; answers
     * how many hours went.
     */
    async sweep(): Promise<number> {
      return db.transaction(async (tx) => {
        const failing = await tx
          .select({
            consumerId: connections.consumerId,
            applicationId: connections.applicationId,
            serviceId: connections.serviceId,
          })
          .from(connections)
          .where(isNotNull(connections.failingSince));
        await judge(
          tx,
          failing.map((row) => ({ owner_id: row.consumerId ?? row.applicationId, service_id: row.serviceId })),
        );
        const old = new Date(now().getTime() - (WINDOW_HOURS + 1) * HOUR_MS);
        const deleted = await tx
          .delete(connectionCallHours)
          .where(lt(connectionCallHours.hour, old))
          .returning({ hour: connectionCallHours.hour });
        return deleted.length;
      });
    },
  };
}

export type ConnectionHealthService = ReturnType<typeof createConnectionHealthService>;
