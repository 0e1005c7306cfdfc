import { and, eq, sql } from 'drizzle-orm';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { limitCounters } from '../lib/limit-store';
import { type KeyPurpose, userKeys } from '../modules/auth/auth.table';
import { keyOf } from './factories';
import type { TestSmtpServer } from './smtp-server';
import type { Person, TestApp } from './test-app';

/** Signs up and answers the person with the verification mail the SMTP server received and its key. */
export async function signUpWithMail(t: Pick<TestApp, 'signUp'>, smtp: TestSmtpServer) {
  const person: Person = await t.signUp();
  const mail = await smtp.waitForMail(person.email, { subject: MAIL_SUBJECTS.verifyEmail });
  return { ...person, mail, key: keyOf(mail.links[0], '/verify/') };
}

/** The limit on the mails of a purpose (mailed-keys.service.ts): one a minute per user. */
const MAIL_LIMIT_OF: Record<KeyPurpose, string> = { verify_email: 'verification-mail', reset_password: 'reset-mail' };

/** Lets the mailed keys of a user (and the limit on their mails) look `ms` older, as if time had passed. */
export async function ageKeys(t: Pick<TestApp, 'db'>, userId: string, purpose: KeyPurpose, ms: number) {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await t.db
    .update(userKeys)
    .set({ createdAt: sql`${userKeys.createdAt} - ${by}`, expiresAt: sql`${userKeys.expiresAt} - ${by}` })
    .where(and(eq(userKeys.userId, userId), eq(userKeys.purpose, purpose)));
  await t.db
    .update(limitCounters)
    .set({ expiresAt: sql`${limitCounters.expiresAt} - ${by}` })
    .where(eq(limitCounters.key, `${MAIL_LIMIT_OF[purpose]}:${userId}`));
}
