import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { type CallOptions, requestOf } from '@portal/shared/common/endpoint-client';
import type { EndpointSpec } from '@portal/shared/common/endpoint';
import { sized } from './smoke';

/** One request to fire over and over. */
export interface Target {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The server's process: when given, rounds also measure its CPU time per request. */
  pid?: number;
}

/**
 * The target of a contract endpoint: method, path and query from the contract, a JSON body, the token. On a
 * started server (`startPortal`, `startBaseline`) rather than an origin, rounds also measure the server's CPU.
 */
export function targetOf<E extends EndpointSpec>(
  server: string | { url: string; pid: number },
  endpoint: E,
  ...options: Partial<CallOptions<E>> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Target {
  const request = requestOf(endpoint, (options[0] ?? {}) as CallOptions<E>);
  const headers = { ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const origin = typeof server === 'string' ? server : server.url;
  return {
    ...(typeof server === 'string' ? {} : { pid: server.pid }),
    url: `${origin}${request.url}`,
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
}

/** What one round measured. Latencies in ms. */
export interface Round {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** Answers outside 2xx, by status. */
  statuses: Record<number, number>;
  /** Connection errors and timeouts (autocannon gives up on a request after 10 s). */
  errors: number;
  timeouts: number;
  /** Answers that took longer than 1 s. */
  over1s: number;
  /**
   * The server's CPU time (all its threads) per answer, in µs, when its pid is known. Unlike req/s it does not
   * depend on how much CPU the load generator on the same machine gets.
   */
  cpuUs?: number;
}

/** CPU time of a process so far, in µs (user + system, all threads; /proc counts in 1/100 s). */
function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Every round this process measured, for the smoke run to check that each answered 2xx only and at a rate. */
export const measuredRounds: Array<{ url: string; round: Round }> = [];

/** Fires `target` with `connections` connections for `duration` seconds. */
export async function loadRound(target: Target, { connections, duration }: LoadOptions): Promise<Round> {
  const statuses: Record<number, number> = {};
  let over1s = 0;
  const { pid, ...request } = target;
  const cpuBefore = pid === undefined ? 0 : cpuTimeUs(pid);
  const instance = autocannon({ ...request, connections, duration, timeout: 10 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode < 200 || statusCode >= 300) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (responseTime > 1000) over1s++;
  });
  const result = await instance;
  const cpu = pid === undefined ? {} : { cpuUs: (cpuTimeUs(pid) - cpuBefore) / Math.max(1, result.requests.total) };
  const round: Round = {
    ...cpu,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    over1s,
  };
  measuredRounds.push({ url: request.url, round });
  return round;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each figure over rounds (each figure on its own). */
export function medianRound(rounds: Round[]): Round {
  const pick = (key: 'rps' | 'p50' | 'p99' | 'max' | 'requests' | 'errors' | 'timeouts' | 'over1s') =>
    median(rounds.map((round) => round[key]));
  const cpu = rounds.every((round) => round.cpuUs !== undefined)
    ? { cpuUs: median(rounds.map((round) => round.cpuUs!)) }
    : {};
  const statuses: Record<number, number> = {};
  for (const round of rounds)
    for (const [status, count] of Object.entries(round.statuses))
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
  return {
    ...cpu,
    rps: pick('rps'),
    p50: pick('p50'),
    p99: pick('p99'),
    max: pick('max'),
    requests: pick('requests'),
    errors: pick('errors'),
    timeouts: pick('timeouts'),
    over1s: pick('over1s'),
    statuses,
  };
}

export interface Comparison {
  product: Round;
  baseline: Round;
  /** The product's median req/s over the baseline's. */
  ratio: number;
  /**
   * The baseline's median CPU per request over the product's (1 = as cheap as the baseline), when both pids are known.
   */
  cpuRatio?: number;
  rounds: { product: Round[]; baseline: Round[] };
}

export interface CompareOptions extends LoadOptions {
  rounds: number;
  /** Seconds of load on each server before the measured rounds (JIT, caches, pools). */
  warmup: number;
}

/**
 * The product and its bare baseline under the same load, round after round
 * alternating (so a noisy neighbour hurts both alike), then the medians.
 * Both must answer 2xx: a round with other answers throws, since it would measure errors.
 */
export async function compare(product: Target, baseline: Target, options: CompareOptions): Promise<Comparison> {
  const load = { connections: options.connections, duration: options.duration };
  if (options.warmup > 0) {
    await loadRound(product, { connections: options.connections, duration: options.warmup });
    await loadRound(baseline, { connections: options.connections, duration: options.warmup });
  }
  const rounds = { product: [] as Round[], baseline: [] as Round[] };
  for (let i = 0; i < options.rounds; i++) {
    rounds.product.push(await loadRound(product, load));
    rounds.baseline.push(await loadRound(baseline, load));
  }
  for (const [side, list] of Object.entries(rounds)) {
    const failing = list.find((round) => Object.keys(round.statuses).length > 0 || round.errors > 0);
    if (failing) throw new Error(`the ${side} answered errors: ${JSON.stringify(failing)}`);
  }
  const medians = { product: medianRound(rounds.product), baseline: medianRound(rounds.baseline) };
  const { cpuUs: productCpu } = medians.product;
  const { cpuUs: baselineCpu } = medians.baseline;
  const cpuRatio = productCpu && baselineCpu ? { cpuRatio: baselineCpu / productCpu } : {};
  return { ...medians, ...cpuRatio, ratio: medians.product.rps / medians.baseline.rps, rounds };
}

/**
 * Settings from the environment: BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_WARMUP (smaller in a smoke
 * run).
 */
export function compareOptionsFromEnv(): CompareOptions {
  return {
    duration: sized(30, 1, 'BENCH_DURATION'),
    rounds: sized(3, 1, 'BENCH_ROUNDS'),
    connections: sized(64, 4, 'BENCH_CONNECTIONS'),
    warmup: sized(5, 0, 'BENCH_WARMUP'),
  };
}
