import { vi } from 'vitest';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** A recorded request the screen made. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the screen's API calls from a table keyed by 'METHOD /api/path' (the
 * contract's bodies), at the fetch level, and records them. Unlisted calls get 404.
 * A function answer is called for each request (to change answers between calls).
 */
export function fakeApi(answers: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>) {
  const calls: FakeCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const text = await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const entry = answers[`${call.method} ${call.path}`];
    const answer = typeof entry === 'function' ? entry(call) : (entry ?? { status: 404, body: { error: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFn);
  return { calls };
}
