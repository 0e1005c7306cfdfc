import { expect, it } from 'vitest';
import { pino } from 'pino';
import { lazyChildLogger } from './lazy-request-logger';

/** A pino logger writing its lines to `lines`, with the app's kind of redaction (a wildcard path). */
function loggerInto(lines: Record<string, unknown>[], level = 'info') {
  return pino(
    { level, redact: { paths: ['*.key'], censor: '[redacted]' } },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
}

it('makes the child only when something logs through it, with its bindings and redaction', () => {
  const lines: Record<string, unknown>[] = [];
  const parent = loggerInto(lines);
  let made = 0;
  const counted = Object.assign(Object.create(parent) as typeof parent, {
    child: (...args: Parameters<typeof parent.child>) => {
      made += 1;
      return parent.child(...args);
    },
  });
  const log = lazyChildLogger(counted, { reqId: 'req-1' }, {});
  // What Fastify looks at on every request (its logger check, the level) makes nothing.
  for (const method of ['info', 'error', 'debug', 'fatal', 'warn', 'trace', 'child'] as const)
    expect(typeof log[method]).toBe('function');
  expect(log.level).toBe('info');
  log.debug('below the level');
  expect(made).toBe(0);
  expect(lines).toEqual([]);

  log.info({ secret: { key: 'k-123' } }, 'hello');
  expect(made).toBe(1);
  expect(lines).toEqual([
    expect.objectContaining({ level: 30, reqId: 'req-1', msg: 'hello', secret: { key: '[redacted]' } }),
  ]);
  log.warn('again');
  expect(made).toBe(1);
  expect(lines[1]).toEqual(expect.objectContaining({ level: 40, reqId: 'req-1', msg: 'again' }));
});

it("keeps a route's own level, and a child of it carries both bindings", () => {
  const lines: Record<string, unknown>[] = [];
  const log = lazyChildLogger(loggerInto(lines), { reqId: 'req-2' }, { level: 'warn' });
  expect(log.level).toBe('warn');
  log.info('quiet');
  expect(lines).toEqual([]);
  log.child({ module: 'm' }).error('loud');
  expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: 'req-2', module: 'm', msg: 'loud' })]);
});
