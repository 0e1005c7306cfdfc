import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_RULES, dateProblems } from './log-filters';

describe('log date filters (001 §5)', () => {
  const now = dayjs('2026-11-22T12:00:00Z');
  it('accepts a start before the end, both in the past, and either alone', () => {
    expect(dateProblems(now.subtract(2, 'day'), now.subtract(1, 'day'), now)).toEqual({
      from: undefined,
      to: undefined,
    });
    expect(dateProblems(now.subtract(2, 'day'), null, now)).toEqual({ from: undefined, to: undefined });
    expect(dateProblems(null, now, now)).toEqual({ from: undefined, to: undefined });
  });

  it('refuses a start after now or after the end, and an end before the start or in the future', () => {
    expect(dateProblems(now.add(1, 'hour'), null, now).from).toBe(DATE_RULES.startInFuture);
    expect(dateProblems(now.subtract(1, 'hour'), now.subtract(2, 'hour'), now)).toEqual({
      from: DATE_RULES.startAfterEnd,
      to: DATE_RULES.endBeforeStart,
    });
    expect(dateProblems(null, now.add(1, 'minute'), now).to).toBe(DATE_RULES.endInFuture);
  });
});
