import { currentLane } from './gate-lane';

/**
 * The queue in front of the embedded database. PGlite runs one statement at a
 * time and runs it synchronously: a request's queries execute inside the event
 * loop turn that reads it, so under load one turn serves every waiting socket
 * back to back. Node (libuv ≥ 1.45) accepts one new connection per turn, so with
 * turns of hundreds of milliseconds new connections waited seconds to be
 * accepted (200 connections: requests waited over 10 s, on a bare Fastify on
 * PGlite too).
 *
 * The gate runs database work first come, first served, and in slices: once
 * `sliceMs` of a turn went to database work, what waits continues in the next
 * turn (`setImmediate`), so the loop reads sockets and accepts connections in
 * between. `overloaded()` says when a queue has formed (`minWaiting` or more)
 * and its oldest work has waited longer than `maxWaitMs`: requests are then
 * turned away with 503 before they start (plugins/endpoints.ts), so the queue
 * never grows past what the database clears in about that time. (A single slow
 * statement with a few waiting behind it is not overload: it passes.)
 *
 * Two lines (db/gate-lane.ts): work of unauthenticated requests waits behind everything else, and only its own
 * line's wait turns an unauthenticated request away; a signed-in request is turned away only when its own line is
 * full. A flood of sign-ins thus never answers 503 to, nor slows, a signed-in user's reads.
 */
export interface DatabaseGate {
  /** Runs `work` when its turn comes; the gate is held until it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** `minWaiting` or more wait, and the oldest has waited longer than `maxWaitMs`. */
  overloaded(): boolean;
  /** Work waiting now (not counting the one running). */
  waiting(): number;
  /** Whether work holds the gate now. */
  busy(): boolean;
}

export interface GateOptions {
  /** Database work per event loop turn before the rest waits for the next turn. */
  sliceMs?: number;
  /** Beyond this wait of the oldest queued work, `overloaded()` is true… */
  maxWaitMs?: number;
  /** …once at least this much work waits. */
  minWaiting?: number;
  now?: () => number;
}

interface Waiter {
  since: number;
  start: () => void;
}

/** A first-in, first-out line of waiters that does not copy itself on every take. */
function lineOfWaiters() {
  const queue: Waiter[] = [];
  let head = 0;
  return {
    size: () => queue.length - head,
    oldest: (): Waiter | undefined => queue[head],
    push: (waiter: Waiter) => void queue.push(waiter),
    take(): Waiter {
      const waiter = queue[head]!;
      queue[head++] = undefined as unknown as Waiter;
      if (head > 1024 && head * 2 > queue.length) {
        queue.splice(0, head);
        head = 0;
      }
      return waiter;
    },
  };
}

export function createDatabaseGate({
  sliceMs = 2,
  maxWaitMs = 300,
  minWaiting = 16,
  now = () => performance.now(),
}: GateOptions = {}): DatabaseGate {
  const lines = { normal: lineOfWaiters(), unauthenticated: lineOfWaiters() };
  let busy = false;
  let sliceEnd = 0;
  let scheduled = false;

  const waiting = () => lines.normal.size() + lines.unauthenticated.size();
  const lineOverloaded = (line: ReturnType<typeof lineOfWaiters>) =>
    line.size() >= minWaiting && now() - line.oldest()!.since > maxWaitMs;

  function next() {
    const line = lines.normal.size() > 0 ? lines.normal : lines.unauthenticated;
    if (line.size() > 0) line.take().start();
  }

  function drain() {
    scheduled = false;
    sliceEnd = now() + sliceMs;
    next();
  }

  function release() {
    busy = false;
    if (waiting() === 0) return;
    if (now() < sliceEnd) next();
    else if (!scheduled) {
      // The slice of this turn is used up: the rest waits until the loop has read its sockets.
      scheduled = true;
      setImmediate(drain);
    }
  }

  /** Runs `work` now; the gate is released once it settles. */
  function start<T>(work: () => Promise<T>): Promise<T> {
    busy = true;
    let running: Promise<T>;
    try {
      running = work();
    } catch (error) {
      running = Promise.reject(error);
    }
    return running.finally(release);
  }

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      // Inline while this turn's slice lasts and nobody waits; else in line, and a new slice starts in a later turn.
      if (!busy && waiting() === 0 && now() < sliceEnd) return start(work);
      const queued = new Promise<T>((resolve, reject) => {
        lines[currentLane()].push({ since: now(), start: () => void start(work).then(resolve, reject) });
      });
      if (!busy && !scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
      return queued;
    },
    overloaded() {
      return (
        lineOverloaded(lines.normal) || (currentLane() === 'unauthenticated' && lineOverloaded(lines.unauthenticated))
      );
    },
    waiting,
    busy: () => busy,
  };
}
