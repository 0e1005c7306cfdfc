let known: string | undefined;

/**
 * The browser's IANA time zone (the charts' days are the user's days); UTC when the browser names none.
 * Read once per page: the first `Intl.DateTimeFormat` of a page loads ICU's data (~20 ms), so the entry reads it
 * while the browser is idle (`warmBrowserTimeZone`) rather than inside the Dashboard's first render.
 */
export function browserTimeZone(): string {
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      known = 'UTC';
    }
  }
  return known;
}

/** Reads the time zone when the main thread is next idle (right away where `requestIdleCallback` is missing). */
export function warmBrowserTimeZone(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => browserTimeZone());
  else browserTimeZone();
}
