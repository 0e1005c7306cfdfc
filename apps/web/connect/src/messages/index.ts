import type { ConnectLocale } from '@portal/shared/connect/connect.constants';
import { da } from './da';
import { de } from './de';
import { en, type MessageKey, type Messages } from './en';
import { fi } from './fi';
import { fr } from './fr';
import { nb } from './nb';
import { sv } from './sv';

export type { MessageKey, Messages };

/** Every language's texts. All are in the page's one script: together a few KB compressed, and no second request. */
export const MESSAGES: Record<ConnectLocale, Messages> = { en, sv, nb, da, fi, de, fr };

/** Each language's own name, for the language menu (not translated: a reader looks for their own). */
export const LANGUAGE_NAMES: Record<ConnectLocale, string> = {
  en: 'English',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  de: 'Deutsch',
  fr: 'Français',
};

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The texts of `locale`, with `{name}` replaced by `values.name`. */
export function translator(locale: ConnectLocale): Translate {
  const messages = MESSAGES[locale];
  return (key, values = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
