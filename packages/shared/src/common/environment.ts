// The two environments of every application (issue 27): test and live side by side, each with its own keys,
// consumers, connections, logs, events, webhooks and integration settings. docs/decisions.md, "Environments".
import { z } from 'zod';

export const ENVIRONMENTS = ['live', 'test'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
/** What a request that names no environment is about: today's clients keep working on live. */
export const DEFAULT_ENVIRONMENT: Environment = 'live';

export const ENVIRONMENT_MESSAGES = {
  invalid: 'Environment must be test or live',
  /** Live connections go to the vendor: the simulators are test's. */
  sandboxIsTest: 'Sandbox connections are made in the test environment: switch to test to use the simulator',
  /** Test connections go to the simulators: no vendor credentials there. */
  testHasNoVendor: 'Connections in the test environment use the sandbox: there are no vendor credentials to give',
  testLimit: (what: string, limit: number) =>
    `The test environment holds at most ${limit.toLocaleString('en-US')} ${what}: delete some to add more`,
} as const;

export const environmentSchema = z.enum(ENVIRONMENTS, { error: ENVIRONMENT_MESSAGES.invalid });

/**
 * The fixed limits of an application's test environment, the same on every plan (docs/environments.md): test never
 * counts toward the plan, so these only keep one team's test data from growing without end.
 */
export const TEST_ENVIRONMENT_LIMITS = {
  consumers: 1000,
  /** Days test request logs are kept, on every plan. */
  logRetentionDays: 7,
} as const;

/** The code of a refusal at a test environment's limit (403). */
export const TEST_LIMIT_CODE = 'TEST_ENVIRONMENT_LIMIT';

/** The optional `environment` of a request about an application's resources; absent is live. */
export const environmentField = environmentSchema.optional();

/** A query of an endpoint that takes only the environment (`?environment=test`). */
export const environmentQuerySchema = z.object({ environment: environmentField });

/**
 * The query or body of an endpoint about an environment's resources, with `environment` added: the scope reads it
 * before validation (plugins/endpoint-scope.ts), validation keeps it from being anything but test or live.
 */
export function withEnvironment<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend({ environment: environmentField });
}
