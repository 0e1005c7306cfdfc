import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, so not importable under verbatimModuleSyntax).
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends the same work on a
 * dummy hash, so an unknown email cannot be told from a wrong password by timing.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for constant timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The password hasher as a service (`passwords` in the container), so tests can count the checks. */
export function createPasswordsService() {
  return { hash: hashPassword, verify: verifyPassword };
}
export type PasswordsService = ReturnType<typeof createPasswordsService>;
