import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@portal/shared/auth/auth.constants';
import { AppError } from '../../lib/app-error';
import { type Reservation, createAttemptLimiter, inMinutes } from '../../lib/attempt-limiter';
import type { LimitStore } from '../../lib/limit-store';

interface Deps {
  limits: LimitStore;
}

/**
 * The sign-in limit: 10 attempts within 15 minutes per email and per IP address (the password
 * step and the second-factor step alike); then 429 with Retry-After, even with the right
 * password. Each attempt takes its slot before the password or code is checked.
 */
export function createLoginLimitService({ limits }: Deps) {
  const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
  const limiter = createAttemptLimiter({
    store: limits,
    name: 'login',
    limit: LOGIN_FAILURE_LIMIT,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    refuse: (seconds) =>
      new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many failed sign-in attempts. Try again in ${inMinutes(seconds)}.`, undefined, {
        'retry-after': String(seconds),
      }),
  });

  return {
    /** Takes an attempt for the address and the IP (or throws 429); settle it once the check is done. */
    reserve: (email: string, ip: string): Promise<Reservation> => limiter.reserve([emailKey(email), `ip:${ip}`]),

    /** A success: its slot back, and the address's earlier failures forgotten (never the IP's). */
    succeeded: (reservation: Reservation, email: string) => reservation.succeed([emailKey(email)]),

    /** Forgets an address's failures: its owner proved they read its mail (a password reset). */
    async forget(email: string): Promise<void> {
      await limits.forget([`login:${emailKey(email)}`]);
    },
  };
}

export type LoginLimitService = ReturnType<typeof createLoginLimitService>;
