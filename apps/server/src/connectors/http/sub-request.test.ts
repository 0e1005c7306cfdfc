import { expect, it } from 'vitest';
import { REDACTED, SUB_REQUEST_BODY_LIMIT, redactHeaders, redactText, redactedBody } from './sub-request';

const secret = 'vendor-secret-42';

it('redacts secrets in every form, credential fields and secret parameters, with or without quotes and equals signs', () => {
  const secrets = [secret];
  expect(redactText(`plain ${secret} and ${Buffer.from(secret).toString('base64')}`, secrets)).toBe(
    `plain ${REDACTED} and ${REDACTED}`,
  );
  expect(redactText('{"access_token":"abc","name":"n"}', [])).toBe(`{"access_token":"${REDACTED}","name":"n"}`);
  expect(redactText('/items?api_key=abc&page=2', [])).toBe(`/items?api_key=${REDACTED}&page=2`);
  expect(redactText('nothing to cut', secrets)).toBe('nothing to cut');
  expect(redactHeaders({ Authorization: 'Bearer x', 'X-Echo': `k ${secret}` }, secrets)).toEqual({
    authorization: REDACTED,
    'x-echo': `k ${REDACTED}`,
  });
});

it('keeps the first SUB_REQUEST_BODY_LIMIT characters of a large body, redacted, and says it was cut', () => {
  const large = `{"password":"p","echo":"${secret}","items":"${'x'.repeat(SUB_REQUEST_BODY_LIMIT * 4)}"}`;
  const { body, truncated } = redactedBody(large, [secret]);
  expect(truncated).toBe(true);
  expect(body).toHaveLength(SUB_REQUEST_BODY_LIMIT);
  expect(body!.startsWith(`{"password":"${REDACTED}","echo":"${REDACTED}","items":"xxx`)).toBe(true);
  expect(redactedBody(`{"echo":"${secret}"}`, [secret])).toEqual({ body: `{"echo":"${REDACTED}"}`, truncated: false });
  expect(redactedBody(null, [secret])).toEqual({ body: null, truncated: false });
});
