import { describe, expect, it } from 'vitest';
import { createDatabaseGate } from './database-gate';

/** Work that holds the gate until `finish()` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

/** One turn of the event loop: work queued while the gate was idle starts in the next turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Work that keeps the thread busy for `ms`, as a synchronous PGlite statement does. */
const busyFor = (ms: number) => async () => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning, like WebAssembly running a statement
  }
};

describe('the database gate', () => {
  it('runs work one at a time, first come first served, and passes results and failures through', async () => {
    const gate = createDatabaseGate();
    const first = held();
    const order: string[] = [];
    const a = gate.run(async () => {
      await first.work();
      order.push('a');
      return 'A';
    });
    const b = gate.run(async () => {
      order.push('b');
      throw new Error('B failed');
    });
    const c = gate.run(async () => {
      order.push('c');
      return 'C';
    });
    await nextTurn();
    expect(gate.waiting()).toBe(2);
    first.finish();
    expect(await a).toBe('A');
    await expect(b).rejects.toThrow('B failed');
    expect(await c).toBe('C');
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('gives the event loop a turn once a slice of work is used up', async () => {
    const gate = createDatabaseGate({ sliceMs: 5 });
    const events: string[] = [];
    const work = Array.from({ length: 12 }, (_, i) => gate.run(busyFor(2)).then(() => events.push(`work ${i}`)));
    // A socket read or an accept waits for the next turn of the loop: it must come between slices.
    setImmediate(() => events.push('loop turn'));
    await Promise.all(work);
    const turn = events.indexOf('loop turn');
    expect(turn).toBeGreaterThan(0);
    expect(turn).toBeLessThan(events.length - 1);
  });

  it('is overloaded once enough work waits and the oldest has waited too long, and recovers as the queue drains', async () => {
    let clock = 0;
    const gate = createDatabaseGate({ maxWaitMs: 100, minWaiting: 3, now: () => clock });
    const running = held();
    const first = gate.run(running.work);
    await nextTurn();
    const waiting = [gate.run(async () => 1), gate.run(async () => 2)];
    clock = 500;
    // Two waiting behind one slow statement is not overload.
    expect(gate.overloaded()).toBe(false);
    waiting.push(gate.run(async () => 3));
    expect(gate.overloaded()).toBe(true);
    running.finish();
    await Promise.all([first, ...waiting]);
    expect(gate.waiting()).toBe(0);
    expect(gate.overloaded()).toBe(false);
  });
});
