import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { TEST_PASSWORD, constraintsAt, tokenOf } from '../../test/factories';
import { type Person, useSmtpServer, useTestApp } from '../../test/test-app';

// Changing the password in User settings, and the security mails (hasSecurityEvent).
const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/131.0';
const signIn = (person: Person, userAgent = BROWSER, password = person.password) =>
  t.api
    .from('10.60.0.1')
    .unchecked(authEndpoints.login, { body: { email: person.email, password }, headers: { 'user-agent': userAgent } });
const securityMails = async (email: string) => {
  await t.flush();
  return smtp.mailsTo(email).filter((mail) => mail.subject !== MAIL_SUBJECTS.verifyEmail);
};
const notificationsOn = (person: Person) =>
  person.api.call(usersEndpoints.updateSettings, { body: { hasSecurityEvent: true } });

describe('changing the password', () => {
  it('needs the current password; the new one works, every other session ends, this one stays', async () => {
    const person = await t.signUp();
    const other = tokenOf((await signIn(person)).data);
    const wrong = await person.api.call(authEndpoints.changePassword, {
      body: { currentPassword: 'Not-it-1', password: 'Brand-new-pass-1' },
    });
    expect(wrong.error).toMatchObject({ statusCode: 400, message: M.currentPasswordWrong });
    expect(constraintsAt(wrong.error, ['currentPassword'])).toEqual({ isValid: M.currentPasswordWrong });
    expect(
      constraintsAt(
        (
          await person.api.call(authEndpoints.changePassword, {
            body: { currentPassword: '', password: 'Brand-new-pass-1' },
          })
        ).error,
        ['currentPassword'],
      ),
    ).toEqual({ min: M.currentPasswordRequired });

    expect(
      (
        await person.api.call(authEndpoints.changePassword, {
          body: { currentPassword: TEST_PASSWORD, password: 'Brand-new-pass-1' },
        })
      ).data,
    ).toEqual({ ok: true });
    expect((await person.api.call(usersEndpoints.me)).status).toBe(200);
    expect((await t.api.call(usersEndpoints.me, { token: other })).status).toBe(401);
    expect((await signIn(person, BROWSER, TEST_PASSWORD)).status).toBe(400);
    expect((await signIn(person, BROWSER, 'Brand-new-pass-1')).status).toBe(200);
  });
});

describe('the new password follows the sign-up rule (issue 25)', () => {
  it('refuses 8 characters with the sign-up message', async () => {
    const person = await t.signUp();
    const { error } = await person.api.unchecked(authEndpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, password: 'newpass99' },
    });
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(constraintsAt(error, ['password'])).toEqual({
      minLength: M.passwordLength,
      hasUppercase: M.passwordUppercase,
      hasSpecial: M.passwordSpecial,
    });
  });
});

describe('security mails, when hasSecurityEvent is on', () => {
  it('none while it is off', async () => {
    const person = await t.signUp();
    await person.api.call(authEndpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, password: 'Brand-new-pass-1' },
    });
    await signIn(person, OTHER_BROWSER, 'Brand-new-pass-1');
    expect(await securityMails(person.email)).toEqual([]);
  });

  it('a password change', async () => {
    const person = await t.signUp();
    await notificationsOn(person);
    await person.api.call(authEndpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, password: 'Brand-new-pass-1' },
    });
    expect((await securityMails(person.email)).map((mail) => mail.subject)).toEqual([MAIL_SUBJECTS.passwordChanged]);
  });

  it('turning the second factor on and off', async () => {
    const person = await t.signUp();
    await notificationsOn(person);
    const { secret } = (await person.api.call(authEndpoints.mfaGenerate)).data;
    const code = (steps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
    expect((await person.api.call(authEndpoints.mfaEnable, { body: { code: code(0) } })).ok).toBe(true);
    expect((await person.api.call(authEndpoints.mfaDisable, { body: { code: code(1) } })).ok).toBe(true);
    // Mail is delivered in any order.
    expect((await securityMails(person.email)).map((mail) => mail.subject).sort()).toEqual([
      MAIL_SUBJECTS.secondFactorDisabled,
      MAIL_SUBJECTS.secondFactorEnabled,
    ]);
  });

  it('a sign-in from a browser not seen before (not from one already seen)', async () => {
    const person = await t.signUp();
    await notificationsOn(person);
    expect((await signIn(person, BROWSER)).status).toBe(200);
    expect((await signIn(person, BROWSER)).status).toBe(200);
    expect((await signIn(person, OTHER_BROWSER)).status).toBe(200);
    expect((await signIn(person, OTHER_BROWSER)).status).toBe(200);
    const mails = await securityMails(person.email);
    // The sign-up's browser (none given to the test client) was the first; each other browser is new once.
    expect(mails.map((mail) => mail.subject)).toEqual([MAIL_SUBJECTS.newBrowser, MAIL_SUBJECTS.newBrowser]);
    const other = mails.find((mail) => mail.text.includes('Firefox/131.0'));
    expect(other?.text).toContain('10.60.0.1');
    expect(mails.some((mail) => mail.text.includes('Chrome/130.0'))).toBe(true);
  });
});
