import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used instead of at start, for packages only some configurations need
 * (Redis, SMTP, Stripe, SAML's XML signatures): a server without them does not hold their code, about 10 MiB
 * of heap and 16 MiB of memory in all (docs/decisions.md, Performance). Typed by the caller:
 * `onFirstUse<typeof import('ioredis')>('ioredis')`.
 */
export function onFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
