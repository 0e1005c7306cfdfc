import type { ReactNode } from 'react';
import logoUrl from '../../../assets/logo.svg';
import './auth-layout.css';

interface AuthLayoutProps {
  /** A side panel (the sign-up pitch); the form panel is centred alone without it. */
  aside?: ReactNode;
  /** The screen's heading, and the line under it. */
  title?: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in screens: minimum width 420 px, form panel 300 to 320 px (000 §9). */
export function AuthLayout({ aside, title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout" data-testid="auth-layout">
      {aside}
      <main className="auth-layout__main">
        <div className="auth-panel">
          <img className="auth-panel__logo" src={logoUrl} alt="Developer Portal" width={40} height={40} />
          {title && <h1 className="auth-panel__title">{title}</h1>}
          {subtitle && <p className="auth-panel__subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}

/** The way to another sign-in screen under the form, with its question ('New here?') when it has one. */
export function AuthSwitch({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="auth-panel__switch">
      {label && <span className="auth-panel__switch-label">{label}</span>}
      {children}
    </div>
  );
}
