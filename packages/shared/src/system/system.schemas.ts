import { z } from 'zod';

/** Settings of the server that the web app shows (GET /api/config). */
export const publicConfigSchema = z.object({
  docsUrl: z.string(),
  policyUrl: z.string(),
  /** The web app's Sentry DSN (SENTRY_WEB_DSN); null: no error reporting, and the browser loads no Sentry. */
  sentryDsn: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
