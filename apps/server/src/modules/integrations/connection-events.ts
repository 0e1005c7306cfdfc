import type { ConnectionState } from '@portal/shared/connectors/connectors.constants';
import type { ConnectionEventType } from '@portal/shared/events/event-types';
import type { DbOrTx } from '../../db/client';
import type { EventsService } from '../events/events.service';
import type { ConnectionRow } from './connections.table';

/** The event a connection's move to a state is (issue 13, connection lifecycle); none for available or added. */
const EVENT_OF_STATE: Partial<Record<ConnectionState, ConnectionEventType>> = {
  authorized: 'connection.authorized',
  callable: 'connection.callable',
  invalid: 'connection.invalid',
};

/** Records a connection's lifecycle events, in the transaction of the change that caused them. */
export function connectionEvents(events: EventsService) {
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
      if (eventType && previous !== row.state) await record(tx, row, eventType);
    },
  };
}
