// Schemas that more than one domain uses: the team field and body, the confirming answer, cursor paging, a website.
// They live here, below every domain, so no domain imports another only for a field.
import { z } from 'zod';
import { idField } from './validation';

/** Messages of the team field (000 §3); MEMBER_MESSAGES names the same texts. */
export const SHARED_FIELD_MESSAGES = {
  accountRequired: 'Team is required',
  accountInvalid: 'Must be a valid team id',
} as const;
const M = SHARED_FIELD_MESSAGES;

/** The team a request is about, sent as 'account' (000 §3). */
export const accountField = z.string({ error: M.accountRequired }).superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: M.accountRequired, params: { rule: 'isNotEmpty' } });
  else if (!idField(M.accountInvalid).safeParse(value).success) {
    ctx.addIssue({ code: 'custom', message: M.accountInvalid, params: { rule: 'isUuid' } });
  }
});

/** A body naming only the team, e.g. POST members/suspend/{id} and DELETE members/{id}. */
export const accountBodySchema = z.object({ account: accountField });
export type AccountBody = z.input<typeof accountBodySchema>;

/** The answer of calls that only confirm. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;

/** Cursor paging (001 §7 Consumers): opaque cursors of the pages after and before this one, null at either end. */
export const cursorMetaSchema = z.object({ next: z.string().nullable(), previous: z.string().nullable() });
export type CursorMeta = z.infer<typeof cursorMetaSchema>;

/**
 * A website as a person types it: https:// is assumed when no http(s) prefix is
 * given. Answers the normalized address, or undefined when the website is invalid.
 */
export function normalizeWebsite(input: string): string | undefined {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  const labels = url.hostname.split('.');
  const validHost =
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9-]{1,63}$/i.test(label) && !label.startsWith('-') && !label.endsWith('-')) &&
    /^[a-z]{2,63}$/i.test(labels[labels.length - 1] ?? '');
  if (!validHost || url.username || url.password) return undefined;
  const href = url.href;
  return url.pathname === '/' && !url.search && !url.hash ? href.slice(0, -1) : href;
}
