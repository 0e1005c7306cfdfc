import { CONNECT_LOCALES, CONNECT_PAGE_PREFIX, type ConnectLocale } from '@portal/shared/connect/connect.constants';

/** What the page's address says: the token (`/connect/<token>`), the embedder's origin and language (hash). */
export interface PageAddress {
  token: string;
  /** The origin of the app that opened or framed the page (`#origin=`), to post messages to once it is allowed. */
  origin: string | null;
  locale: ConnectLocale | null;
}

const isLocale = (value: string | null): value is ConnectLocale =>
  value !== null && (CONNECT_LOCALES as readonly string[]).includes(value);

/** An origin as `new URL(origin).origin` writes it (scheme, host, port), else null. */
function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function readPageAddress(pathname: string, hash: string): PageAddress {
  const token = decodeURIComponent(pathname.slice(CONNECT_PAGE_PREFIX.length + 1).replace(/\/+$/, ''));
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const locale = params.get('locale');
  return { token, origin: originOf(params.get('origin')), locale: isLocale(locale) ? locale : null };
}
