import { DEVICE_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@portal/shared/auth/auth.constants';
import { AppError } from '../../lib/app-error';
import { type Reservation, createAttemptLimiter, inMinutes } from '../../lib/attempt-limiter';
import type { LimitStore } from '../../lib/limit-store';

interface Deps {
  limits: LimitStore;
}

/**
 * A taken sign-in attempt: on a trusted browser's own count (`device`, its nonce), or on the address's and the IP's.
 */
export interface SignInAttempt {
  reservation: Reservation;
  device: string | undefined;
}

/**
 * The lock's answer: when it ends, and, to a browser that is not (or no longer) trusted, that a trusted one still signs
 * in.
 */
const lockedOut = (seconds: number, trustedBrowsersPass: boolean) =>
  new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    trustedBrowsersPass
      ? `Too many failed sign-in attempts. Try again in ${inMinutes(seconds)}, or sign in from a browser you have signed in with before.`
      : `Too many failed sign-in attempts. Try again in ${inMinutes(seconds)}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );

/**
 * The sign-in limit: 10 attempts within 15 minutes per email and per IP address (the password
 * step and the second-factor step alike); then 429 with Retry-After, even with the right
 * password. Each attempt takes its slot before the password or code is checked.
 *
 * A browser with the device cookie of the account (device-cookies.service.ts) counts on its own
 * instead: 5 attempts per window per cookie, so a lock made by guesses from elsewhere does not
 * lock the owner out. A browser past its own limit is an untrusted one again.
 */
export function createLoginLimitService({ limits }: Deps) {
  const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
  const deviceKey = (nonce: string) => `device:${nonce}`;
  const window = { store: limits, windowMs: LOGIN_FAILURE_WINDOW_MS };
  const limiter = createAttemptLimiter({
    ...window,
    name: 'login',
    limit: LOGIN_FAILURE_LIMIT,
    refuse: (seconds) => lockedOut(seconds, false),
  });
  const deviceLimiter = createAttemptLimiter({
    ...window,
    name: 'login',
    limit: DEVICE_FAILURE_LIMIT,
    refuse: (seconds) => lockedOut(seconds, false),
  });

  return {
    /** Takes an attempt for the address and the IP (or throws 429): a check of a signed-in user's password. */
    reserve: (email: string, ip: string): Promise<Reservation> => limiter.reserve([emailKey(email), `ip:${ip}`]),

    /**
     * A sign-in's attempt: on the browser's own count when it holds the account's device cookie (its nonce) and has
     * attempts left, else on the address and the IP; throws 429 when that has none.
     */
    async reserveSignIn(email: string, ip: string, trustedDevice: string | undefined): Promise<SignInAttempt> {
      if (trustedDevice) {
        const onDevice = await deviceLimiter.tryReserve([deviceKey(trustedDevice)]);
        if (!('retryAfterSeconds' in onDevice)) return { reservation: onDevice, device: trustedDevice };
      }
      const taken = await limiter.tryReserve([emailKey(email), `ip:${ip}`]);
      if ('retryAfterSeconds' in taken) throw lockedOut(taken.retryAfterSeconds, !trustedDevice);
      return { reservation: taken, device: undefined };
    },

    /**
     * A sign-in's success: a trusted browser's earlier failures are forgotten, never the account's (the guesses made
     * elsewhere keep their lock); an untrusted one forgets the address's (never the IP's).
     */
    signedIn: ({ reservation, device }: SignInAttempt, email: string) =>
      reservation.succeed([device ? deviceKey(device) : emailKey(email)]),

    /** Forgets an address's failures: its owner proved they read its mail (a password reset). */
    async forget(email: string): Promise<void> {
      await limits.forget([`login:${emailKey(email)}`]);
    },
  };
}

export type LoginLimitService = ReturnType<typeof createLoginLimitService>;
