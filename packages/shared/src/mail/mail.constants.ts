/** Subjects of the mails the portal sends. */
export const MAIL_SUBJECTS = {
  verifyEmail: 'Verify your email address',
  resetPassword: 'Reset your password',
  passwordChanged: 'Your password was changed',
  secondFactorEnabled: 'The second factor is on',
  secondFactorDisabled: 'The second factor is off',
  newBrowser: 'A sign-in from a new browser',
} as const;

/** Subject of a team invitation. */
export const invitationSubject = (teamName: string) => `You have been invited to join ${teamName}`;

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
