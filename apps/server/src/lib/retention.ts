/**
 * How long finished records are kept before the hourly clean-up deletes them: sessions after they expired or
 * were revoked, mailed keys and second-factor challenges after they expired, invitations after they expired
 * unaccepted, and mail after it was sent. Long enough to answer "what happened?" questions.
 */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** How often the clean-up runs (and once at start). */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
