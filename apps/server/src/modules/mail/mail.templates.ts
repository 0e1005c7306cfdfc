import { MAIL_SUBJECTS, invitationSubject } from '@portal/shared/mail/mail.constants';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A short mail with one call-to-action link, as plain text and as simple, inline-styled HTML. */
function actionMail(input: {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footer: string;
}): MailContent {
  const text = [input.greeting, '', ...input.lines, '', `${input.action}: ${input.link}`, '', input.footer, ''].join(
    '\n',
  );
  const paragraphs = input.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n');
  const href = escapeHtml(input.link);
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 16px">${escapeHtml(input.greeting)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#1677ff;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(input.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#595959">If the button does not work, open this address: <a href="${href}">${href}</a></p>
<p style="margin:0;font-size:13px;color:#595959">${escapeHtml(input.footer)}</p>
</div>
</body></html>
`;
  return { subject: input.subject, text, html };
}

export function verificationMail(name: string, link: string): MailContent {
  return actionMail({
    subject: MAIL_SUBJECTS.verifyEmail,
    greeting: `Hello ${name},`,
    lines: ['Please confirm that this is your email address. The link is valid for 24 hours and works once.'],
    action: 'Verify email',
    link,
    footer: 'If you did not create an account, you can ignore this mail.',
  });
}

export function passwordResetMail(name: string, link: string): MailContent {
  return actionMail({
    subject: MAIL_SUBJECTS.resetPassword,
    greeting: `Hello ${name},`,
    lines: [
      'Someone asked to reset the password of your account. Choose a new password with the link below.',
      'The link is valid for 1 hour and works once. Setting a new password signs you out everywhere.',
    ],
    action: 'Choose a new password',
    link,
    footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

export function invitationMail(input: {
  name: string;
  teamName: string;
  inviterName: string;
  roleName: string;
  link: string;
}): MailContent {
  return actionMail({
    subject: invitationSubject(input.teamName),
    greeting: `Hello ${input.name},`,
    lines: [
      `${input.inviterName} invited you to join the team ${input.teamName} on the Developer Portal as ${input.roleName}.`,
      'Sign in or create an account with this email address, then accept the invitation. The link is valid for 7 days.',
    ],
    action: 'Accept invitation',
    link: input.link,
    footer: 'If you did not expect this invitation, you can ignore this mail.',
  });
}

/** The links of a plain-text mail, in order. */
/** What a security mail tells (User settings' hasSecurityEvent). */
export type SecurityEvent =
  | { kind: 'passwordChanged' }
  | { kind: 'secondFactorEnabled' }
  | { kind: 'secondFactorDisabled' }
  | { kind: 'newBrowser'; browser: string; ip: string; at: Date };

const SECURITY_LINES: { [K in SecurityEvent['kind']]: (event: Extract<SecurityEvent, { kind: K }>) => string[] } = {
  passwordChanged: () => ['The password of your account was just changed, and every other session was ended.'],
  secondFactorEnabled: () => [
    'The second factor was turned on for your account: signing in now also asks for a code from your authenticator.',
  ],
  secondFactorDisabled: () => [
    'The second factor was turned off for your account: signing in no longer asks for a code.',
  ],
  newBrowser: (event) => [
    `Your account was signed in to from a browser not seen before: ${event.browser}, from ${event.ip}, at ${event.at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
  ],
};

/** A security notice (no link): what happened, and what to do if it was not you. */
export function securityMail(name: string, event: SecurityEvent, settingsLink: string): MailContent {
  const lines = (SECURITY_LINES[event.kind] as (event: SecurityEvent) => string[])(event);
  return actionMail({
    subject: MAIL_SUBJECTS[event.kind],
    greeting: `Hello ${name},`,
    lines: [...lines, 'If this was not you, reset your password at once and check your second factor.'],
    action: 'Open User settings',
    link: settingsLink,
    footer: 'You get these mails because security notifications are on in your User settings.',
  });
}

/** A notice a member turned on in User settings (connection events, error events), linking to where to act. */
export function noticeMail(input: {
  name: string;
  subject: string;
  lines: string[];
  action: string;
  link: string;
  setting: string;
}): MailContent {
  return actionMail({
    subject: input.subject,
    greeting: `Hello ${input.name},`,
    lines: input.lines,
    action: input.action,
    link: input.link,
    footer: `You get these mails because ${input.setting} are on in your User settings.`,
  });
}

/** A consumer's connect link (issue 28): the application asks its customer to connect a service. */
export function connectLinkMail(input: {
  applicationName: string;
  services: string[];
  link: string;
  expiresAt: Date;
  reconnect: boolean;
}): MailContent {
  const what = input.services.join(', ');
  const subject = input.reconnect
    ? `${input.applicationName}: reconnect ${what}`
    : `${input.applicationName}: connect your account`;
  return actionMail({
    subject,
    greeting: 'Hello,',
    lines: [
      input.reconnect
        ? `${input.applicationName} can no longer reach your ${what} account and asks you to connect it again.`
        : `${input.applicationName} asks you to connect your account of one of these services: ${what}.`,
      `The link works once and until ${input.expiresAt.toUTCString()}.`,
    ],
    action: input.reconnect ? 'Reconnect' : 'Connect',
    link: input.link,
    footer: 'If you did not expect this mail, you can ignore it.',
  });
}

export function linksOf(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}

/** The single-use key of every mailed link (verification, reset, invitation), replaced by [redacted]. */
export function redactLinks(text: string): string {
  return text.replace(/(\/(?:verify|new-password|invite|connect)\/)[A-Za-z0-9_-]+/g, '$1[redacted]');
}
