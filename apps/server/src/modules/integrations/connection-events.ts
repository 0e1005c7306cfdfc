import type { ConnectionState } from '@portal/shared/connectors/connectors.constants';
import type { ConnectionEventType } from '@portal/shared/events/event-types';
import type { DbOrTx } from '../../db/client';
import type { EventsService } from '../events/events.service';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/mail.templates';
import type { TeamsService } from '../teams/teams.service';
import type { ConnectionRow } from './connections.table';

/** What telling a team about its connections' health needs. */
export interface HealthNotices {
  teams: TeamsService;
  mail: MailService;
  publicUrl: string;
  /** A link the team can send its customer to connect a consumer's connection again (Connect registers it). */
  reconnectLinkOf?: ReconnectLinks;
}

/** Makes, in the transaction of the health mail, a link that re-authorizes a consumer's connection. */
export type ReconnectLinks = (tx: DbOrTx, row: ConnectionRow) => Promise<string>;

/** The event a connection's move to a state is (issue 13, connection lifecycle); none for available or added. */
const EVENT_OF_STATE: Partial<Record<ConnectionState, ConnectionEventType>> = {
  authorized: 'connection.authorized',
  callable: 'connection.callable',
  invalid: 'connection.invalid',
};

/** What a health mail tells: the vendor refused the connection, most of its calls fail, or it works again. */
export type HealthNews = 'invalid' | 'failing' | 'recovered';

/**
 * Mails the team's members who turned on connection events (User settings' hasConnectionEvent) when a connection
 * becomes invalid or starts failing (once per incident: only the move into it mails) and when it works again.
 */
export async function tellHealth(notices: HealthNotices, tx: DbOrTx, row: ConnectionRow, news: HealthNews) {
  const people = await notices.teams.membersWanting(row.accountId, 'hasConnectionEvent', tx);
  const owner = row.consumerId
    ? `a consumer's ${row.serviceId} connection`
    : `the application's ${row.serviceId} connection`;
  const lines: Record<HealthNews, string[]> = {
    invalid: [
      `The vendor refused ${owner}: ${row.invalidReason ?? 'its credentials are no longer accepted'}.`,
      'Calls through it fail until it is authorized or given new credentials.',
    ],
    failing: [
      `Most calls through ${owner} failed in more than half of the last 24 hours.`,
      'The request logs show what the vendor answered.',
    ],
    recovered: [`Calls through ${owner} succeed again.`],
  };
  if (people.length === 0) return;
  const reconnect =
    news !== 'recovered' && row.consumerId && notices.reconnectLinkOf ? await notices.reconnectLinkOf(tx, row) : null;
  if (reconnect) lines[news].push(`Send your customer this link to connect it again (valid for 7 days): ${reconnect}`);
  for (const person of people) {
    const content = noticeMail({
      name: person.name || person.email,
      subject:
        news === 'recovered'
          ? `Connection to ${row.serviceId} works again`
          : `Connection to ${row.serviceId} stopped working`,
      lines: lines[news],
      action: row.consumerId ? 'Open the consumer' : 'Open the integration',
      link: row.consumerId
        ? `${notices.publicUrl}/consumers/${row.consumerId}`
        : `${notices.publicUrl}/integration/${row.serviceId}`,
      setting: 'connection notifications',
    });
    await notices.mail.enqueue(tx, person.email, content);
  }
}

/** Records a connection's lifecycle events, in the transaction of the change that caused them. */
export function connectionEvents(events: EventsService, notices: HealthNotices) {
  const record = (tx: DbOrTx, row: ConnectionRow, eventType: ConnectionEventType) =>
    events.record(tx, {
      accountId: row.accountId,
      applicationId: row.applicationId,
      consumerId: row.consumerId,
      serviceId: row.serviceId,
      unifiedApi: row.unifiedApi,
      eventType,
    });

  return {
    record,

    /** The event of a move from `previous` to the row's state, when the state changed and the move is one. */
    async moved(tx: DbOrTx, previous: ConnectionState | undefined, row: ConnectionRow): Promise<void> {
      const eventType = EVENT_OF_STATE[row.state];
      if (!eventType || previous === row.state) return;
      await record(tx, row, eventType);
      if (row.state === 'invalid') await tellHealth(notices, tx, row, 'invalid');
      else if (previous === 'invalid' && row.state === 'callable') await tellHealth(notices, tx, row, 'recovered');
    },
  };
}
