import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts secrets kept for users (TOTP secrets) with AES-256-GCM. The key is
 * derived from SECRET_KEY with HKDF-SHA256; each value gets a fresh 96-bit IV
 * and is stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A value bound to
 * a purpose (`aad`) cannot be moved to another column or row undetected.
 */
export function createSecretBox(secretKey: string) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'portal secret box v1', 32));
  return {
    encrypt(plaintext: string, aad: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(aad));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The plaintext; throws when the value was not sealed with this key and purpose. */
    decrypt(sealed: string, aad: string): string {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    /**
     * A key of its own for one purpose (an HMAC for looking up API keys, the signing key of
     * access tokens), derived from SECRET_KEY with HKDF, so no two uses share a key.
     */
    deriveKey(purpose: string, bytes = 32): Buffer {
      return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `portal ${purpose}`, bytes));
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * SECRET_KEY when set; otherwise the key in DATA_DIR/secret.key, created
 * (32 random bytes, hex, mode 0600) on first start.
 */
export function resolveSecretKey(
  configured: string | undefined,
  dataDir: string,
): { key: string; generated: string | undefined } {
  if (configured) return { key: configured, generated: undefined };
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return { key: readFileSync(file, 'utf8').trim(), generated: undefined };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32).toString('hex');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return { key: readFileSync(file, 'utf8').trim(), generated: undefined };
  }
  return { key, generated: file };
}
