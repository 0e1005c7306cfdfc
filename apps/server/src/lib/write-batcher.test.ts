import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { writeBatcher } from './write-batcher';

const log = pino({ level: 'silent' });

describe('writeBatcher', () => {
  it('writes the items added in one turn together, and resolves each add after its batch is written', async () => {
    const batches: number[][] = [];
    const batcher = writeBatcher<number>('test', log, async (items) => {
      batches.push(items);
    });
    await Promise.all([batcher.add(1), batcher.add(2), batcher.add(3)]);
    await batcher.add(4);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('starts a batch at maxItems without waiting for the turn to end', async () => {
    const batches: number[][] = [];
    const batcher = writeBatcher<number>(
      'test',
      log,
      async (items) => {
        batches.push(items);
      },
      { maxItems: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps one write in flight: what is added while a batch is written goes in the next batch, together', async () => {
    const batches: number[][] = [];
    let inFlight = 0;
    let most = 0;
    // The first write waits until the test lets it end, so the adds below land while it is in flight on any machine.
    let endFirstWrite = () => {};
    const firstWriteEnds = new Promise<void>((resolve) => (endFirstWrite = resolve));
    const batcher = writeBatcher<number>('test', log, async (items) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      batches.push(items);
      if (batches.length === 1) await firstWriteEnds;
      inFlight -= 1;
    });
    const first = batcher.add(1);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    const later = [2, 3, 4].map((n) => batcher.add(n));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(batches).toHaveLength(1);
    endFirstWrite();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(most).toBe(1);
  });

  it('rejects every add of a batch whose write failed, and later batches still write', async () => {
    let fail = true;
    const written: number[] = [];
    const batcher = writeBatcher<number>('test', log, async (items) => {
      if (fail) throw new Error('the database refused');
      written.push(...items);
    });
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await batcher.add(3);
    expect(written).toEqual([3]);
  });
});
