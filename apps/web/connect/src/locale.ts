import { CONNECT_LOCALES, type ConnectLocale } from '@portal/shared/connect/connect.constants';

/** Browser language tags that name one of ours by another code: Norwegian and Nynorsk read Bokmål. */
const ALIASES: Record<string, ConnectLocale> = { no: 'nb', nn: 'nb' };

/** The page's language among the browser's preferred ones (`sv-SE` is sv), else null. */
export function browserLocale(languages: readonly string[]): ConnectLocale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if ((CONNECT_LOCALES as readonly string[]).includes(base)) return base as ConnectLocale;
    const alias = ALIASES[base];
    if (alias) return alias;
  }
  return null;
}

/**
 * The page's language: the one the session asks for (the developer's backend knows its user), else the embedder's
 * (`#locale=`), else the browser's, else English.
 */
export function chooseLocale(
  session: ConnectLocale | null | undefined,
  hash: ConnectLocale | null,
  languages: readonly string[],
): ConnectLocale {
  return session ?? hash ?? browserLocale(languages) ?? 'en';
}
