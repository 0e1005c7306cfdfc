/** The browser's IANA time zone (the charts' days are the user's days); UTC when the browser names none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
