import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, resolveSecretKey } from './secret-box';

const dir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  const box = createSecretBox('k'.repeat(32));

  it('round-trips, with a fresh IV each time', () => {
    const a = box.encrypt('JBSWY3DPEHPK3PXP', 'totp:1');
    const b = box.encrypt('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(a).not.toBe(b);
    expect(box.decrypt(a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed value, another purpose and another key', () => {
    const sealed = box.encrypt('secret', 'totp:1');
    const parts = sealed.split('.');
    const last = parts[3] as string;
    parts[3] = `${last.slice(0, -1)}${last.endsWith('A') ? 'B' : 'A'}`;
    expect(() => box.decrypt(parts.join('.'), 'totp:1')).toThrow();
    expect(() => box.decrypt(sealed, 'totp:2')).toThrow();
    expect(() => createSecretBox('j'.repeat(32)).decrypt(sealed, 'totp:1')).toThrow();
    expect(() => box.decrypt('garbage', 'totp:1')).toThrow();
  });
});

describe('resolveSecretKey', () => {
  it('uses SECRET_KEY when set and writes nothing', () => {
    expect(resolveSecretKey('x'.repeat(40), join(dir, 'unused'))).toEqual({
      key: 'x'.repeat(40),
      generated: undefined,
    });
  });

  it('generates a key into DATA_DIR/secret.key (owner-only) once, then reads it back', () => {
    const first = resolveSecretKey(undefined, join(dir, 'data'));
    const file = join(dir, 'data', 'secret.key');
    expect(first.generated).toBe(file);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSecretKey(undefined, join(dir, 'data'))).toEqual({ key: first.key, generated: undefined });
  });
});
