import { z } from 'zod';

/** Settings of the server that the web app shows (GET /api/config). */
export const publicConfigSchema = z.object({
  docsUrl: z.string(),
  policyUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
