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

/**
 * Imports a package that `npm start` does not install (a feature only some operators turn on, declared an optional
 * peer dependency of @portal/server): when it is missing, the error says which setting needs it and how to install it.
 */
export async function importFeaturePackage<T>(
  load: () => Promise<T>,
  name: string,
  range: string,
  setting: string,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if ((code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') || !String(error).includes(name)) throw error;
    throw new Error(
      `${setting} is set, but the package it needs, ${name}, is not installed (npm start installs only what every portal needs). ` +
        `Install it with: npm install ${name}@${range} -w @portal/server`,
      { cause: error },
    );
  }
}
