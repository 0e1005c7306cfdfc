import type { FastifyRequest } from 'fastify';

/**
 * Route config for a per-user rate limit (@fastify/rate-limit on the portal's limit store, so it holds across servers
 * and with Redis): past `max` calls of one signed-in user in `windowMs`, 429 TOO_MANY_REQUESTS with Retry-After.
 * `name` keeps the limit's counters apart; a call without a session counts by address. Counted after validation and
 * the scope check (preHandler), so only calls that would run count.
 */
export function perUserLimit(name: string, max: number, windowMs: number) {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: windowMs,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `${name}:${request.identity?.userId ?? request.ip}`,
      },
    },
  };
}
