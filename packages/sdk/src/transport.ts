/** How the client authenticates: an access token, or an API key with the consumer it calls for. */
export type Credentials = { accessToken: string } | { apiKey: string; consumerId?: string };

export interface RetryOptions {
  /** Attempts after the first for 429 and 503; 2 unless said. */
  retries?: number;
  /** The longest wait honoured from `Retry-After`, in ms (60 s unless said); a longer one fails at once. */
  maxDelayMs?: number;
  /** The wait without `Retry-After`, doubled per attempt (500 ms unless said). */
  baseDelayMs?: number;
  /** How to wait (a timer unless said; tests record the waits). */
  sleep?: (ms: number) => Promise<void>;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const RETRIED = new Set([429, 503]);

/** The wait `Retry-After` asks for (seconds or an HTTP date), in ms; undefined without one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A random UUID in Node 20+ and browsers. */
const newKey = () => globalThis.crypto.randomUUID();

/**
 * A fetch that authenticates, gives every non-GET request an `Idempotency-Key` (unless it has one, so retries of a
 * write are the same write), and retries 429 and 503 after `Retry-After`, a bounded number of times.
 */
export function transportFetch(
  credentials: Credentials,
  retry: RetryOptions = {},
  baseFetch: typeof fetch = (...args) => globalThis.fetch(...args),
): (request: Request) => Promise<Response> {
  const { retries = 2, maxDelayMs = 60_000, baseDelayMs = 500, sleep = timer } = retry;
  return async (input: Request) => {
    const request = new Request(input);
    if ('accessToken' in credentials) request.headers.set('authorization', `Bearer ${credentials.accessToken}`);
    else {
      request.headers.set('authorization', `Bearer ${credentials.apiKey}`);
      if (credentials.consumerId && !request.headers.has('x-consumer-id'))
        request.headers.set('x-consumer-id', credentials.consumerId);
    }
    if (!['GET', 'HEAD'].includes(request.method) && !request.headers.has('idempotency-key'))
      request.headers.set('idempotency-key', newKey());
    for (let attempt = 0; ; attempt++) {
      const response = await baseFetch(request.clone());
      if (!RETRIED.has(response.status) || attempt >= retries) return response;
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? baseDelayMs * 2 ** attempt;
      if (wait > maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
