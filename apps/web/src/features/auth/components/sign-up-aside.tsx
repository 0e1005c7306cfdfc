import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';

/** Connector categories the platform covers (000 §1). */
export const CONNECTOR_CATEGORIES = ['HRIS', 'AM', 'MDM', 'SSO', 'ATS', 'Shipment', 'Distributor'] as const;

const POINTS = [
  'Free to use: no credit card needed to get started.',
  'One unified API instead of an integration per vendor.',
  'Invite your team, create applications and get API keys in minutes.',
];

interface AsidePitchProps {
  points?: readonly string[];
}

/** The pitch both asides share: free, no credit card, the connector categories. */
export function AsidePitch({ points = POINTS }: AsidePitchProps) {
  return (
    <>
      <ul className="auth-aside__points">
        {points.map((point) => (
          <li key={point}>
            <CheckCircleFilled className="auth-aside__check" aria-hidden />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div>
        <p className="auth-aside__lead">Connectors for every sector you work with:</p>
        <ul className="auth-aside__categories" aria-label="Connector categories" data-testid="connector-categories">
          {CONNECTOR_CATEGORIES.map((category) => (
            <li key={category} className="auth-aside__category">
              {category}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The aside of the plain sign-up: what the product is and that it is free. */
export function SignUpAside() {
  return (
    <aside className="auth-aside" data-testid="sign-up-aside">
      <h2 className="auth-aside__title">Connect once, integrate with everything</h2>
      <p className="auth-aside__lead">
        The developer portal of the unified API is free and needs no credit card. Create an account and start building
        today.
      </p>
      <AsidePitch />
    </aside>
  );
}
