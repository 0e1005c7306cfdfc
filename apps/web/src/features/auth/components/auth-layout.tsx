import type { ReactNode } from 'react';
import logoUrl from '../../../assets/logo.svg';
import './auth-layout.css';

interface AuthLayoutProps {
  /** A side panel (the sign-up pitch); the form panel is centred alone without it. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in screens: minimum width 420 px, form panel 300 to 320 px (000 §9). */
export function AuthLayout({ aside, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout" data-testid="auth-layout">
      {aside}
      <main className="auth-layout__main">
        <div className="auth-panel">
          <img className="auth-panel__logo" src={logoUrl} alt="Developer Portal" width={40} height={40} />
          {children}
        </div>
      </main>
    </div>
  );
}
