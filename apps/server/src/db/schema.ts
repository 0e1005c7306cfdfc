// Every table of every module, for drizzle's relational queries and drizzle-kit.
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from '../modules/accounts/accounts.table';
export * from '../modules/mail/mail.table';
export * from '../modules/mfa/mfa.table';
export * from '../modules/sso/sso.table';
export * from '../modules/members/members.table';
