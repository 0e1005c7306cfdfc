import { createHmac, timingSafeEqual } from 'node:crypto';
import { cookiesOf } from '../../lib/cookies';
import type { SecretBox } from '../../lib/secret-box';
import { newToken } from '../../lib/tokens';

interface Deps {
  secretBox: SecretBox;
  publicUrl: string;
}

/** The cookie of a browser that signed in before (OWASP's device cookie), sent only to the sign-in endpoints. */
export const DEVICE_COOKIE_NAME = 'portal_device';
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VERSION = 'v1';

/** A browser that signed in as `userId`; `nonce` names this browser's own count of wrong passwords. */
export interface Device {
  userId: string;
  nonce: string;
}

/**
 * Device cookies (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies):
 * `v1.<user id>.<nonce>.<HMAC-SHA256>`, the MAC keyed from SECRET_KEY, so only this server makes them and a
 * changed user id or nonce is refused. Nothing is stored: the nonce keys the browser's counter in the limit store.
 */
export function createDeviceCookiesService({ secretBox, publicUrl }: Deps) {
  const key = secretBox.deriveKey('device cookie v1');
  const macOf = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';

  return {
    /** The device a request's cookie names when the cookie is one this server made; undefined otherwise. */
    read(cookieHeader: string | undefined): Device | undefined {
      const value = cookiesOf(cookieHeader)[DEVICE_COOKIE_NAME];
      const [version, userId, nonce, mac, ...rest] = value?.split('.') ?? [];
      if (version !== VERSION || !userId || !nonce || !mac || rest.length > 0) return undefined;
      const expected = macOf(`${VERSION}.${userId}.${nonce}`);
      const given = Buffer.from(mac, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, nonce } : undefined;
    },

    /** The Set-Cookie header for a browser that just signed in as the user: a new nonce, so a new count. */
    issue(userId: string): string {
      const payload = `${VERSION}.${userId}.${newToken(16)}`;
      const value = `${payload}.${macOf(payload).toString('base64url')}`;
      return `${DEVICE_COOKIE_NAME}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
    },
  };
}

export type DeviceCookiesService = ReturnType<typeof createDeviceCookiesService>;
