import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConnectionOwner } from './connection-owner';

/** How long a token holder's `authorizeUrl` may wait before someone opens it. */
export const TICKET_TTL_MS = 60 * 60 * 1000;

interface Ticket {
  a: string;
  t: string;
  c: string | null;
  s: string;
  e: number;
}

/**
 * The `authorizeUrl` of a connection answered to a token holder: our own start page with a signed ticket (owner,
 * service, expiry), since the browser that will open it is not the program that asked. Opening it starts the
 * vendor's authorization (state and PKCE made then, single use).
 */
export function signTicket(key: Buffer, owner: ConnectionOwner, serviceId: string, now: Date): string {
  const ticket: Ticket = {
    a: owner.applicationId,
    t: owner.accountId,
    c: owner.consumerId,
    s: serviceId,
    e: now.getTime() + TICKET_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The owner and service of a ticket, or null when it is forged or expired. */
export function verifyTicket(
  key: Buffer,
  ticket: string,
  now: Date,
): { owner: ConnectionOwner; serviceId: string } | null {
  const [payload = '', signature = ''] = ticket.split('.');
  const expected = createHmac('sha256', key).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Ticket;
    if (typeof parsed.e !== 'number' || parsed.e < now.getTime()) return null;
    return { owner: { applicationId: parsed.a, accountId: parsed.t, consumerId: parsed.c }, serviceId: parsed.s };
  } catch {
    return null;
  }
}
