import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The http(s) links of the text part, in order. */
  links: string[];
  headers: Record<string, string>;
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>: the SMTP_URL to give the portal. */
  url: string;
  port: number;
  /** Every mail accepted so far, oldest first. */
  messages: ReceivedMail[];
  /** Refuses the next `count` mails with a temporary error (451), as a busy server does. */
  failNext(count: number): void;
  /** How many deliveries were refused so far. */
  refused(): number;
  /**
   * Waits for a mail to `to` (and matching `subject` when given) that was not returned before; throws after
   * `timeoutMs`.
   */
  waitForMail(to: string, options?: { subject?: string; timeoutMs?: number }): Promise<ReceivedMail>;
  /** The mails received for an address, oldest first. */
  mailsTo(to: string): ReceivedMail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function param(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1];
}

/** Collects the text/plain and text/html leaves of a MIME entity. */
function collectParts(raw: string, into: { text: string; html: string }) {
  const { headers, body } = splitMessage(raw);
  const type = headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body).toString('utf8')
        : body;
  if (/^text\/html/i.test(type)) into.html += decoded;
  else if (/^text\/plain/i.test(type)) into.text += decoded;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers } = splitMessage(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(headers.subject ?? ''),
    text: parts.text,
    html: parts.html,
    links: parts.text.match(/https?:\/\/[^\s<>"']+/g) ?? [],
    headers,
    raw,
  };
}

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps what it receives.
 * No TLS and no authentication: point SMTP_URL at `url`.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const returned = new Set<ReceivedMail>();
  let failures = 0;
  let refusedCount = 0;
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) =>
    messages.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    failNext(count) {
      failures = count;
    },
    refused: () => refusedCount,
    mailsTo,
    waitForMail(to, { subject, timeoutMs = 10_000 } = {}) {
      const find = () =>
        mailsTo(to).find((mail) => !returned.has(mail) && (subject === undefined || mail.subject === subject));
      return new Promise((resolve, reject) => {
        const done = (mail: ReceivedMail) => {
          clearTimeout(timer);
          listeners.delete(check);
          returned.add(mail);
          resolve(mail);
        };
        const check = () => {
          const mail = find();
          if (mail) done(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no mail to ${to}${subject ? ` with subject "${subject}"` : ''} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
