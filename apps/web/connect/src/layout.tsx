import { CONNECT_LOCALES, type ConnectLocale } from '@portal/shared/connect/connect.constants';
import type { ConnectBranding } from '@portal/shared/connect/connect.schemas';
import type { ComponentChildren } from 'preact';
import { LANGUAGE_NAMES } from './messages';
import { useTranslate } from './ui';

interface LayoutProps {
  /** The application's branding; null before the session is known (an error page). */
  branding: ConnectBranding | null;
  test: boolean;
  /** Close, when the page is framed or opened by an app it may talk to. */
  onClose: (() => void) | null;
  locale: ConnectLocale;
  onLocale: (locale: ConnectLocale) => void;
  children: ComponentChildren;
}

/** The frame of every step: the application's logo or name and Close above, terms and "secured" below. */
export function Layout({ branding, test, onClose, locale, onLocale, children }: LayoutProps) {
  const t = useTranslate();
  return (
    <div class="page">
      <header class="header">
        <div class="brand">
          {branding?.logo ? (
            <img class="logo" src={branding.logo} alt={branding.name} />
          ) : branding ? (
            <span class="brand-name">{branding.name}</span>
          ) : null}
          {test ? <span class="badge">{t('testBadge')}</span> : null}
        </div>
        {onClose ? (
          <button type="button" class="close" onClick={onClose}>
            {t('close')}
          </button>
        ) : null}
      </header>
      <main class="card">{children}</main>
      <footer class="footer">
        <p class="secured">{t('secured')}</p>
        <div class="footer-row">
          {branding?.termsUrl ? (
            <a href={branding.termsUrl} target="_blank" rel="noopener noreferrer">
              {t('terms')}
            </a>
          ) : (
            <span />
          )}
          <label class="language">
            <span>{t('language')}</span>
            <select
              value={locale}
              onChange={(event) => onLocale((event.currentTarget as HTMLSelectElement).value as ConnectLocale)}
            >
              {CONNECT_LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </footer>
    </div>
  );
}
