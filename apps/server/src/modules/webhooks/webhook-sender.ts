import { Webhook } from 'standardwebhooks';
import { type Dispatcher, request } from 'undici';
import { DELIVERY_TIMEOUT_MS, RESPONSE_BODY_KEPT } from '@portal/shared/webhooks/webhooks.constants';
import { guardedDispatcher } from '../../connectors/http/guarded-fetch';
import { boundedMemo } from '../../lib/bounded-memo';
import { safeMessage } from '../../lib/safe-error';

/** One signed POST to a receiver and what came of it. */
export interface AttemptResult {
  statusCode: number | null;
  latencyMs: number;
  responseBody: string | null;
  error: string | null;
  /** A 429's or 503's `Retry-After`, in milliseconds. */
  retryAfterMs: number | null;
}

/** Standard Webhooks' success: a 2xx answer (in time; a timeout has no status). */
export const isDelivered = (result: Pick<AttemptResult, 'statusCode'>) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

export interface SignedMessage {
  url: string;
  /** The application's `whsec_…` secret. */
  secret: string;
  /** `webhook-id`: the same on every attempt of one delivery, so receivers can deduplicate. */
  messageId: string;
  payload: string;
  /** The attempt's time: `webhook-timestamp`, signed with the body. */
  at: Date;
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `at`. */
function retryAfterOf(value: string | string[] | undefined, at: Date): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - at.getTime());
}

/** The start of an answer's body, reading no more of it than kept (a receiver may answer megabytes). */
async function bodyStart(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_BODY_KEPT * 4) {
      body.destroy();
      break;
    }
  }
  // A NUL is no character PostgreSQL keeps in text: a receiver answering one would have its attempt refused.
  return Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '').slice(0, RESPONSE_BODY_KEPT);
}

/** Why an attempt got no answer, in words a developer can act on. */
function describe(error: unknown, url: string, timedOut: boolean): string {
  const failure = error as { cause?: unknown; code?: string; message?: string; name?: string };
  // undici's request throws the connection's own error; a fetch would have wrapped it as the cause.
  const cause = (failure.cause ?? failure) as { code?: string; message?: string; name?: string };
  if (timedOut || failure.name === 'TimeoutError') return `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`;
  if (cause.name === 'BlockedAddressError' || cause.code === 'EBLOCKED')
    return `${new URL(url).hostname} resolves to a private or internal address; deliveries may not reach it`;
  if (cause.code === 'ENOTFOUND') return `${new URL(url).hostname} could not be resolved`;
  if (cause.code === 'ECONNREFUSED') return 'The connection was refused';
  return safeMessage(cause.message ?? failure.message ?? String(error));
}

/**
 * Sends Standard Webhooks messages: `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` and the
 * base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, made by the `standardwebhooks` library), through a connection pool
 * that
 * refuses private and internal addresses at connect time (the allow-list aside) and follows no redirect.
 */
export function createWebhookSender(options: { allowedHosts: string[]; trustedOrigins: string[]; timeoutMs?: number }) {
  const dispatcher = guardedDispatcher({ allowedHosts: options.allowedHosts, trustedOrigins: options.trustedOrigins });
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;

  // A signer per secret, made once: it decodes the secret's key.
  const signerOf = boundedMemo(
    (secret: string) => secret,
    (secret) => new Webhook(secret),
  );

  // undici's request rather than fetch: a fetch's Request, streams and signals cost more CPU than the delivery itself.
  return async function send(message: SignedMessage): Promise<AttemptResult> {
    const signature = signerOf(message.secret).sign(message.messageId, message.at, message.payload);
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      // No redirect is followed (undici's request follows none): the receiver's address is what was registered.
      const response = await request(message.url, {
        dispatcher,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Portal-Webhooks/1.0',
          'webhook-id': message.messageId,
          'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: message.payload,
        signal,
      });
      const responseBody = await bodyStart(response.body).catch(() => null);
      return {
        statusCode: response.statusCode,
        latencyMs: latency(),
        responseBody,
        error: null,
        retryAfterMs: retryAfterOf(response.headers['retry-after'], message.at),
      };
    } catch (error) {
      return {
        statusCode: null,
        latencyMs: latency(),
        responseBody: null,
        error: describe(error, message.url, signal.aborted),
        retryAfterMs: null,
      };
    }
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

/**
 * `WEBHOOK_ALLOWED_HOSTS`: host names (any port) and `host:port` entries whose private addresses deliveries may
 * reach, and to which http (not only https) is allowed.
 */
export function parseWebhookAllowList(csv: string) {
  const hosts: string[] = [];
  const hostPorts = new Set<string>();
  for (const raw of csv.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(entry);
    if (match) hostPorts.add(`${match[1]!.replace(/^\[|\]$/g, '')}:${match[2]}`);
    else hosts.push(entry.replace(/^\[|\]$/g, ''));
  }
  const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return {
    allowedHosts: hosts,
    trustedOrigins: [...hostPorts].flatMap((hostPort) => {
      const [host, port] = [
        hostPort.slice(0, hostPort.lastIndexOf(':')),
        hostPort.slice(hostPort.lastIndexOf(':') + 1),
      ];
      return ['http:', 'https:'].map((protocol) => `${protocol}//${host}:${port}`);
    }),
    /** Whether the URL's host is on the list (http is allowed to it). */
    allows(url: URL): boolean {
      return hosts.includes(hostOf(url)) || hostPorts.has(`${hostOf(url)}:${portOf(url)}`);
    },
  };
}
