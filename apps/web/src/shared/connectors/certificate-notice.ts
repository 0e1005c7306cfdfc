/** A warning this many days before the identity provider's signing certificate expires. */
export const CERTIFICATE_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The certificate's expiry as a notice: expired, expiring within CERTIFICATE_WARNING_DAYS, or null. */
export function certificateNotice(
  expiresAt: string,
  now = Date.now(),
): { type: 'error' | 'warning'; text: string } | null {
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0)
    return {
      type: 'error',
      text: 'The identity provider’s signing certificate has expired: sign-ins fail until new metadata is uploaded.',
    };
  if (left <= CERTIFICATE_WARNING_DAYS * DAY_MS) {
    const days = Math.ceil(left / DAY_MS);
    return {
      type: 'warning',
      text: `The identity provider’s signing certificate expires in ${days} day${days === 1 ? '' : 's'}: ask for the new metadata.`,
    };
  }
  return null;
}
