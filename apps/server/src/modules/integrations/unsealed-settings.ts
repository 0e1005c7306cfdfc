import type { ConnectorSettings } from '../../connectors/catalog/connector-types';
import type { ConnectionRow } from './connections.table';

/**
 * A row's settings unsealed once per row read, not once per call: the data plane reuses the rows it read for a second
 * (unified.service.ts), and a decryption was a fortieth of a passthrough call. Each caller gets its own copy.
 */
export function unsealedSettings(unseal: (row: ConnectionRow & { settingsSealed: string }) => ConnectorSettings) {
  const known = new WeakMap<ConnectionRow, { sealed: string; settings: ConnectorSettings }>();
  return (row: ConnectionRow | undefined): ConnectorSettings => {
    if (!row?.settingsSealed) return {};
    let entry = known.get(row);
    if (entry?.sealed !== row.settingsSealed) {
      entry = { sealed: row.settingsSealed, settings: unseal({ ...row, settingsSealed: row.settingsSealed }) };
      known.set(row, entry);
    }
    return { ...entry.settings };
  };
}
