import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  EXPLORER_LANGUAGES,
  EXPLORER_SAMPLE_BODY_LIMIT,
  EXPLORER_SAMPLE_TOO_LARGE,
} from '@portal/shared/explorer/explorer.constants';
import { explorerEndpoints } from '@portal/shared/explorer/explorer.endpoints';
import { constraintsAt } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/** A request body of about `bytes` of JSON: many fields, as a large create call has. */
function bodyOf(bytes: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let i = 0, length = 2; length < bytes - 200; i += 1) {
    fields[`field_${i}`] = `value ${i} `.repeat(8);
    length += JSON.stringify(`field_${i}`).length + JSON.stringify(fields[`field_${i}`]).length + 2;
  }
  return fields;
}
const call = (body: Record<string, string>) => ({
  method: 'POST' as const,
  url: 'http://localhost:3000/unified/hris/employees',
  headers: { Authorization: 'Bearer sk_test' },
  body,
});

describe('code samples of large calls', () => {
  it('refuses a request body over 64 KB with a 400 that says so', async () => {
    const owner = await t.signUp();
    const answer = await owner.api.unchecked(explorerEndpoints.code, {
      body: { language: 'cURL', call: call(bodyOf(EXPLORER_SAMPLE_BODY_LIMIT + 2048)) },
    });
    expect(answer.error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: EXPLORER_SAMPLE_TOO_LARGE,
    });
    expect(constraintsAt(answer.error, ['call', 'body'])).toEqual({ maxSize: EXPLORER_SAMPLE_TOO_LARGE });
    const atLimit = await owner.api.call(explorerEndpoints.code, {
      body: { language: 'cURL', call: call(bodyOf(EXPLORER_SAMPLE_BODY_LIMIT)) },
    });
    expect(atLimit.data.code).toContain('field_0');
  });

  it('are made beside the event loop: /api/health answers promptly while large ones are generated', async () => {
    // 900 KB bodies, as the probe sent before the cap: the service makes what it is given (the contract caps it).
    const body = bodyOf(900 * 1024);
    // The workers load the generating library on their first sample: not what is measured.
    await Promise.all([1, 2].map(() => t.services.explorer.code('cURL', call({ a: 'b' }))));

    const started = performance.now();
    let generating = true;
    const samples = Promise.all(
      EXPLORER_LANGUAGES.map(({ label }) => t.services.explorer.code(label, call(body))),
    ).finally(() => {
      generating = false;
    });
    const healthLatencies: number[] = [];
    while (generating) {
      const asked = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      healthLatencies.push(performance.now() - asked);
      await nextTurn();
    }
    const generation = performance.now() - started;
    for (const sample of await samples) expect(sample.code).toContain('field_0');
    // Generated on the event loop, a health check waits for most of the generation; beside it, for a small part.
    expect(
      Math.max(...healthLatencies),
      `generation took ${Math.round(generation)} ms: ${healthLatencies.map(Math.round).join(', ')}`,
    ).toBeLessThan(generation / 4);
  });
});
