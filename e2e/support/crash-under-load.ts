import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { FREE_PLAN, UNLIMITED } from '@portal/shared/plans/plans.constants';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { sandboxConsumer } from '../../test-support/sandbox-consumer';
import { apiOf } from './journeys';
import { type RunningServer, startServer } from './server';

/** What a kill -9 under load left: calls answered 200, calls metered and calls logged after the restart. */
export interface CrashFigures {
  engine: 'pglite' | 'postgres';
  answered: number;
  /** The consumer's calls this month after the restart (api call counts). */
  metered: number;
  /** The consumer's requests in its statistics after the restart (written with the log rows, in their transaction). */
  logged: number;
  /** Calls answered 200 within the last second before the kill: what the logs may lose. */
  lastSecond: number;
  /** Answered but not logged. */
  lost: number;
}

export const CALLERS = 8;

/** The URL of a new throwaway database on `server`'s PostgreSQL, and how to drop it. */
async function throwawayDatabase(server: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const name = `portal_crash_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Starts the built server on `engine`, makes a consumer in sandbox, has CALLERS callers call a unified model for
 * `loadMs`, kills the server with SIGKILL, starts it again on the same data and reads what was kept. The plan allows
 * unlimited calls and the rate limit is out of the way, so every admitted call is answered 200.
 */
export async function crashUnderLoad(
  engine: 'pglite' | 'postgres',
  {
    loadMs = 3000,
    postgresServer = process.env.TEST_DATABASE_URL ?? '',
    template,
  }: { loadMs?: number; postgresServer?: string; template?: string } = {},
): Promise<CrashFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  // A data folder a server made and stopped: a PGlite round starts without initdb and migrations.
  if (template && engine === 'pglite') cpSync(template, dataDir, { recursive: true });
  const plansFile = join(dataDir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify([{ ...FREE_PLAN, limits: { ...FREE_PLAN.limits, apiCalls: UNLIMITED } }]));
  const database = engine === 'postgres' ? await throwawayDatabase(postgresServer) : undefined;
  const env = {
    PLANS_FILE: plansFile,
    CONSUMER_RATE_LIMIT: '10000000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  try {
    // A fresh PGlite folder runs initdb and every migration first: over a minute on a loaded machine.
    first = await startServer(env, { dataDir, readyMs: engine === 'pglite' && !template ? 300_000 : undefined });
    const { owner, application, environment, consumer, authorization } = await sandboxConsumer(
      apiOf(first.url),
      'Crash',
    );
    const answered: number[] = [];
    let stopped = false;
    const url = `${first.url}/unified/hris/employees?pageSize=1`;
    const callers = Array.from({ length: CALLERS }, async () => {
      while (!stopped) {
        try {
          const response = await fetch(url, { headers: { authorization } });
          await response.arrayBuffer();
          if (response.status === 200) answered.push(Date.now());
        } catch {
          // The server died mid-call: not answered.
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, loadMs));
    const killedAt = Date.now();
    await first.crash();
    stopped = true;
    await Promise.all(callers);
    second = await startServer(env, { dataDir });
    const api = apiOf(second.url);
    const usage = (
      await api.call(consumersEndpoints.usage, {
        token: owner.token,
        params: { id: consumer },
        query: { applicationId: application, environment },
      })
    ).data;
    const stats = (
      await api.call(statsEndpoints.consumer, {
        token: owner.token,
        params: { id: consumer },
        query: { applicationId: application, environment },
      })
    ).data;
    return {
      engine,
      answered: answered.length,
      metered: usage.universal,
      logged: stats.requests,
      lastSecond: answered.filter((at) => at > killedAt - 1000).length,
      lost: Math.max(0, answered.length - stats.requests),
    };
  } finally {
    await first?.stop();
    await second?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A PGlite data folder made by a server that started and stopped, for rounds to copy (`template`); removed by the
 * caller.
 */
export async function pgliteTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-template-'));
  // initdb and every migration: minutes on a loaded machine.
  const server = await startServer({}, { dataDir, readyMs: 300_000 });
  await server.stop();
  return dataDir;
}
