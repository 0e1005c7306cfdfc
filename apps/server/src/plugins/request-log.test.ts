import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { expect, it, vi } from 'vitest';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { buildTestApp } from '../test/test-app';
import { LOG_WRITE_MS, RequestLog, SLOW_REQUEST_MS, standardOutput } from './request-log';

it('logs one line per request, when it is answered: id, method, URL, status and time', async () => {
  const lines: string[] = [];
  const t = await buildTestApp({ LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line: string) => void lines.push(line) },
  });
  try {
    lines.length = 0;
    await t.api.call(systemEndpoints.health);
    // A quiet route (route()'s `quiet`: the public settings every page load asks for) adds no line at info.
    expect((await t.api.call(systemEndpoints.config)).status).toBe(200);
  } finally {
    await t.close();
  }
  const logged = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => 'req' in line || 'res' in line);
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

it('writes log lines in blocks, and a line that waits within about LOG_WRITE_MS', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'portal-log-')), 'out.log');
  const destination = standardOutput(file);
  await once(destination, 'ready');
  const logger = pino({}, destination);
  const written = () => readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
  try {
    // One short line is not left waiting for more: the timer writes it.
    logger.info('one line');
    await vi.waitFor(() => expect(written()).toBe(1), { timeout: LOG_WRITE_MS * 20, interval: 20 });
    for (let index = 0; index < 40; index += 1) logger.info({ index, padding: 'x'.repeat(100) }, 'busy');
    await vi.waitFor(() => expect(written()).toBe(41), { timeout: LOG_WRITE_MS * 20, interval: 20 });
  } finally {
    destination.destroy();
  }
});
