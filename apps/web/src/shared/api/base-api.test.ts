import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from './base-api';

describe('unwrapEnvelope', () => {
  it('answers the payload of { data }, and { data, meta } whole for lists (ResultOf of the contract)', () => {
    expect(unwrapEnvelope({ data: { ok: true } })).toEqual({ ok: true });
    expect(unwrapEnvelope({ data: [1, 2], meta: { next: 'c2' } })).toEqual({ data: [1, 2], meta: { next: 'c2' } });
    expect(unwrapEnvelope({ data: null })).toBeNull();
  });

  it('leaves a body without the envelope as it is', () => {
    expect(unwrapEnvelope('plain text')).toBe('plain text');
    expect(unwrapEnvelope(undefined)).toBeUndefined();
  });
});
