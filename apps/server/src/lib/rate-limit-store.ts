import { type LimitStore, NO_LIMIT } from './limit-store';

interface RateLimitState {
  current: number;
  ttl: number;
}

interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (its `store` option) that counts in the portal's limit store
 * (the database, or Redis when REDIS_URL is set), so the per-route limits hold across restarts
 * and across every server of one database, as the attempt limits do. Each route counts apart.
 */
export function rateLimitStoreOn(store: LimitStore) {
  return class PortalRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate',
    ) {}

    incr(key: string, callback: (error: Error | null, state?: RateLimitState) => void, timeWindow: number) {
      // No refusal in the store: the plugin compares the count with the route's max.
      store.take([`${this.prefix}:${key}`], NO_LIMIT, timeWindow).then(
        (taken) => {
          const counter = taken.ok ? taken.counters[0] : undefined;
          if (!counter) return callback(new Error('rate limit counter not taken'));
          callback(null, { current: counter.count, ttl: Math.max(0, counter.expiresAt - Date.now()) });
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      const { method, url } = (routeOptions as RouteOptions).routeInfo ?? {};
      return new PortalRateLimitStore(routeOptions, `rate:${[method].flat().join(',')} ${url ?? ''}`);
    }
  };
}
