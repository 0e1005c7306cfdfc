/** Where to go after signing in: back to the protected page that sent the user to Login, else the Dashboard. */
export function redirectTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    // Only same-site paths, never '//host' or an absolute address.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/dashboard';
}
