import type { FastifyReply, FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { buildTestApp } from '../test/test-app';
import { RequestLog, SLOW_REQUEST_MS } from './request-log';

it('logs one line per request, when it is answered: id, method, URL, status and time', async () => {
  const lines: string[] = [];
  const t = await buildTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: { write: (line: string) => void lines.push(line) } });
  try {
    lines.length = 0;
    await t.api.call(systemEndpoints.health);
    // A quiet route (route()'s `quiet`: the public settings every page load asks for) adds no line at info.
    expect((await t.api.call(systemEndpoints.config)).status).toBe(200);
  } finally {
    await t.close();
  }
  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => 'req' in line || 'res' in line);
  expect(logged).toEqual([
    expect.objectContaining({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    }),
  ]);
});

/** The logger calls of one answered request with this status and duration. */
function logOf(statusCode: number, elapsedTime: number) {
  const calls: Array<[level: string, message: string]> = [];
  const record = (level: string) => (_line: object, message: string) => void calls.push([level, message]);
  const lines = { info: record('info'), warn: record('warn'), error: record('error') };
  const request = { id: 'req-1', server: { log: { child: () => lines } } } as unknown as FastifyRequest;
  const reply = { statusCode, elapsedTime, log: lines } as unknown as FastifyReply;
  new RequestLog().requestCompleted(null, request, reply);
  return calls;
}

it('logs a slow request at warn and a failed one at error, so a quieter level keeps them', () => {
  expect(logOf(200, 12)).toEqual([['info', 'request completed']]);
  expect(logOf(404, 12)).toEqual([['info', 'request completed']]);
  expect(logOf(200, SLOW_REQUEST_MS + 1)).toEqual([['warn', 'slow request']]);
  expect(logOf(503, 3)).toEqual([['error', 'request failed']]);
});
