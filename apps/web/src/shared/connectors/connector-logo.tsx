import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';

/** The connector's monogram from the catalog (a data URL: no network). */
export function ConnectorLogo({ connector, size = 40 }: { connector: ConnectorAnswer; size?: number }) {
  return (
    <img
      className="connector-logo"
      src={connector.logo}
      alt=""
      width={size}
      height={size}
      style={{ borderRadius: 8, flex: 'none' }}
    />
  );
}
