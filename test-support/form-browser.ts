/**
 * A scripted browser for sign-in tests: follows redirects, keeps cookies per origin, and submits the one form of an
 * HTML page (an identity provider's sign-in page, an HTTP-POST binding's auto-post page), until the browser reaches
 * a URL `stopAt` accepts or a page without a form.
 */

export interface BrowserAnswer {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
}

/** Sends one request; by default over the network (`fetch` without following redirects). */
export type Dispatch = (
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<BrowserAnswer>;

export const networkDispatch: Dispatch = async (url, init) => {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
};

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first form of a page: where it posts and its inputs (name → value). */
export function firstForm(html: string): { action: string; method: string; fields: URLSearchParams } | null {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const fields = new URLSearchParams();
  for (const input of form[2]!.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    if (name) fields.set(decode(name), decode(attribute(input, 'value') ?? ''));
  }
  return {
    action: decode(attribute(form[1]!, 'action') ?? ''),
    method: (attribute(form[1]!, 'method') ?? 'get').toUpperCase(),
    fields,
  };
}

export function formBrowser(dispatch: Dispatch = networkDispatch) {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (url: URL) => jars.get(url.origin) ?? jars.set(url.origin, new Map()).get(url.origin)!;

  async function send(url: URL, method: string, body?: URLSearchParams): Promise<BrowserAnswer> {
    const jar = jarOf(url);
    const headers: Record<string, string> = { accept: 'text/html' };
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const answer = await dispatch(url, { method, headers, ...(body ? { body: body.toString() } : {}) });
    for (const cookie of answer.setCookies) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    return answer;
  }

  return {
    /**
     * Opens `start` and goes on like a user clicking every button: answers the URL the browser was sent to when
     * `stopAt` accepts it, else the last page.
     */
    async run(
      start: string,
      stopAt: (url: URL) => boolean,
      options: { fill?: Record<string, string>; maxSteps?: number } = {},
    ): Promise<{ url: URL; status: number; body: string }> {
      let url = new URL(start);
      let method = 'GET';
      let body: URLSearchParams | undefined;
      for (let step = 0; step < (options.maxSteps ?? 20); step += 1) {
        if (stopAt(url)) return { url, status: 0, body: '' };
        const answer = await send(url, method, body);
        if (answer.status >= 300 && answer.status < 400 && answer.location) {
          url = new URL(answer.location, url);
          method = 'GET';
          body = undefined;
          continue;
        }
        const form = answer.status === 200 ? firstForm(answer.body) : null;
        if (!form) return { url, status: answer.status, body: answer.body };
        for (const [name, value] of Object.entries(options.fill ?? {}))
          if (form.fields.has(name)) form.fields.set(name, value);
        url = new URL(form.action || url.toString(), url);
        method = form.method;
        body = method === 'POST' ? form.fields : undefined;
        if (method === 'GET') for (const [name, value] of form.fields) url.searchParams.set(name, value);
      }
      throw new Error(`The sign-in did not finish in ${options.maxSteps ?? 20} steps (at ${url})`);
    },
  };
}
