import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import type { CSSProperties } from 'react';
import { ConnectorLogo } from '../../../../shared/connectors/connector-logo';
import { DEFAULT_PRIMARY_COLOUR } from './branding-inputs';

/** How many services the preview lists: enough to see the list, short beside the form. */
const PREVIEW_SERVICES = 4;

interface ConnectPreviewProps {
  name: string;
  logo: string | null;
  primaryColour: string | null;
  termsUrl: string | null;
  /** The services a consumer would be offered, by name. */
  services: readonly ConnectorAnswer[];
}

/**
 * A small rendering of the hosted Connect page as the form stands: its header (logo, or the application's name),
 * the first services offered with the primary colour, and the terms link. Only a picture: nothing in it acts.
 */
export function ConnectPreview({ name, logo, primaryColour, termsUrl, services }: ConnectPreviewProps) {
  const colour = primaryColour && /^#[0-9a-fA-F]{6}$/.test(primaryColour) ? primaryColour : DEFAULT_PRIMARY_COLOUR;
  const shown = services.slice(0, PREVIEW_SERVICES);
  return (
    <figure
      className="connect-preview"
      style={{ '--connect-primary': colour } as CSSProperties}
      data-testid="connect-preview"
    >
      <div className="connect-preview__page" aria-hidden>
        <div className="connect-preview__header">
          {logo ? (
            <img className="connect-preview__logo" src={logo} alt="" data-testid="connect-preview-logo" />
          ) : (
            <span className="connect-preview__monogram">{name.trim().charAt(0).toUpperCase() || '?'}</span>
          )}
          <span className="connect-preview__name" data-testid="connect-preview-name">
            {name}
          </span>
        </div>
        <div className="connect-preview__title">Connect your account</div>
        <div className="connect-preview__search">Search services</div>
        <ul className="connect-preview__services">
          {shown.length === 0 ? (
            <li className="connect-preview__empty">No integration enabled to offer</li>
          ) : (
            shown.map((connector) => (
              <li key={connector.serviceId} className="connect-preview__service" data-testid="connect-preview-service">
                <ConnectorLogo connector={connector} size={24} />
                <span className="connect-preview__service-name">{connector.name}</span>
                <span className="connect-preview__button">Connect</span>
              </li>
            ))
          )}
        </ul>
        {services.length > shown.length && (
          <div className="connect-preview__more">and {services.length - shown.length} more</div>
        )}
        {termsUrl && <div className="connect-preview__terms">Terms of {name}</div>}
      </div>
      <figcaption className="connect-preview__caption">Preview of the Connect page</figcaption>
    </figure>
  );
}
