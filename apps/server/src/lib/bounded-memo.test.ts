import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('makes a value once per key, and starts over when the map is full', () => {
    const made: string[] = [];
    const memo = boundedMemo(
      (a: string, b: number) => `${a}|${b}`,
      (a, b) => {
        made.push(`${a}${b}`);
        return { a, b };
      },
      2,
    );
    expect(memo('x', 1)).toBe(memo('x', 1));
    memo('y', 2);
    expect(made).toEqual(['x1', 'y2']);
    // A third key empties the map: the first is made again afterwards.
    memo('z', 3);
    memo('x', 1);
    expect(made).toEqual(['x1', 'y2', 'z3', 'x1']);
  });

  it('remembers falsy values too', () => {
    let calls = 0;
    const memo = boundedMemo(
      (key: string) => key,
      () => {
        calls += 1;
        return false;
      },
    );
    expect(memo('k')).toBe(false);
    expect(memo('k')).toBe(false);
    expect(calls).toBe(1);
  });
});
