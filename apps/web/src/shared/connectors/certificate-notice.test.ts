import { describe, expect, it } from 'vitest';
import { certificateNotice } from './certificate-notice';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-27T12:00:00Z');
const inDays = (days: number) => new Date(now + days * DAY).toISOString();

describe("the IdP certificate's expiry (issue 30)", () => {
  it('says nothing more than 30 days ahead, warns within 30 days, and errs once expired', () => {
    expect(certificateNotice(inDays(31), now)).toBeNull();
    expect(certificateNotice(inDays(30), now)).toEqual({
      type: 'warning',
      text: 'The identity provider’s signing certificate expires in 30 days: ask for the new metadata.',
    });
    expect(certificateNotice(inDays(0.5), now)?.text).toContain('expires in 1 day:');
    expect(certificateNotice(inDays(-1), now)).toMatchObject({ type: 'error' });
  });
});
