import backgroundUrl from '../../../assets/velory-background.svg';
import veloryLogoUrl from '../../../assets/velory-logo.svg';
import { AsidePitch } from './sign-up-aside';

const VELORY_POINTS = [
  'Free to use: no credit card needed to get started.',
  'Connect Velory and every other system of your stack through one API.',
  'Your Velory sign-up is recognised automatically.',
];

/** The aside of the provider-branded sign-up (/sign-up/velory): background image and logo. */
export function VelorySignUpAside() {
  return (
    <aside
      className="auth-aside auth-aside--branded"
      data-testid="sign-up-aside-velory"
      style={{ backgroundImage: `url("${backgroundUrl}")` }}
    >
      <img className="auth-aside__brand-logo" src={veloryLogoUrl} alt="Velory" />
      <h2 className="auth-aside__title">Welcome, Velory customer</h2>
      <p className="auth-aside__lead">
        Your developer portal is free and needs no credit card. Create your account to connect Velory with the rest of
        your tools.
      </p>
      <AsidePitch points={VELORY_POINTS} />
    </aside>
  );
}
