import { ConnectApiError, NetworkError } from './api';
import type { Translate } from './messages';

/** A refusal shown on the form: a title in the page's language, and the server's or vendor's own words. */
export interface Refusal {
  title: string;
  detail: string | null;
}

/**
 * What the form says when Connect, Authorize or the completion fails (token failures are handled before: they end
 * the page). 422 is the vendor's answer to the live check, shown in its own words.
 */
export function refusalOf(error: unknown, t: Translate, service: string): Refusal {
  if (error instanceof NetworkError) return { title: t('formNetwork'), detail: null };
  if (!(error instanceof ConnectApiError)) return { title: t('formFailed'), detail: null };
  if (error.status === 429) return { title: t('tooFast'), detail: null };
  if (error.status === 422) return { title: t('checkFailed', { service }), detail: error.message };
  return { title: t('formFailed'), detail: error.message };
}

/** The server's messages for the settings fields (`settings.<name>` in its validation tree). */
export function settingsProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ConnectApiError)) return {};
  const settings = error.errors.find((item) => item.property === 'settings');
  return Object.fromEntries(
    (settings?.children ?? []).flatMap((item) => {
      const message = Object.values(item.constraints)[0];
      return message ? [[item.property, message]] : [];
    }),
  );
}
