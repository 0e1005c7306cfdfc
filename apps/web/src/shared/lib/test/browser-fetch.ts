/**
 * Works around a defect of happy-dom's fetch for the real test server
 * (test-support/web-api-server.ts): `Response.clone()` of an answer read from a
 * socket leaves both copies with an empty body (capricorn86/happy-dom#2353).
 * RTK Query clones every answer, so each screen would read `null` instead of the
 * server's JSON. The answer is buffered into an equal in-memory response (same
 * status, headers and body), whose clones work. Requests pass unchanged.
 */
interface FetchInterceptor {
  afterAsyncResponse?: (context: { request: Request; response: Response }) => Promise<Response | void>;
}

interface HappyDomWindow {
  happyDOM?: { settings: { fetch: { interceptor: FetchInterceptor | null } } };
}

/** Status codes whose answers have no body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function installBrowserFetch(): void {
  const happyDOM = (window as unknown as HappyDomWindow).happyDOM;
  if (!happyDOM) throw new Error('installBrowserFetch: the tests run in happy-dom');
  happyDOM.settings.fetch.interceptor = {
    async afterAsyncResponse({ response }) {
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      const copy = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      for (const property of ['url', 'redirected', 'type'] as const) {
        Object.defineProperty(copy, property, { value: response[property], configurable: true });
      }
      return copy;
    },
  };
}
