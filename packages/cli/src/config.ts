import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** What `portal login` keeps: the portal's URL and an API key of one application. */
export interface StoredLogin {
  url: string;
  apiKey: string;
}

type Env = Record<string, string | undefined>;

/**
 * The OS's folder for a user's configuration: `%APPDATA%` on Windows, `~/Library/Application Support` on macOS,
 * `$XDG_CONFIG_HOME` or `~/.config` elsewhere; `PORTAL_CONFIG_DIR` overrides it.
 */
export function configDir(env: Env = process.env, platform = process.platform, home = homedir()): string {
  if (env.PORTAL_CONFIG_DIR) return env.PORTAL_CONFIG_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'portal');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'portal');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'portal');
}

const fileOf = (env: Env) => join(configDir(env), 'credentials.json');

/** Writes the login readable by its owner only (0600, in a 0700 folder). */
export async function saveLogin(login: StoredLogin, env: Env = process.env): Promise<string> {
  await mkdir(configDir(env), { recursive: true, mode: 0o700 });
  const file = fileOf(env);
  await writeFile(file, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

/** The stored login; `PORTAL_URL` and `PORTAL_API_KEY` take precedence. */
export async function loadLogin(env: Env = process.env): Promise<StoredLogin> {
  const stored = await readFile(fileOf(env), 'utf8')
    .then((text) => JSON.parse(text) as Partial<StoredLogin>)
    .catch(() => ({}) as Partial<StoredLogin>);
  const url = env.PORTAL_URL ?? stored.url;
  const apiKey = env.PORTAL_API_KEY ?? stored.apiKey;
  if (!url || !apiKey) throw new UsageError('Not logged in: run `portal login --url <portal URL> --key <API key>`');
  return { url, apiKey };
}

/** A mistake of the user's (exit code 2, the message without a stack). */
export class UsageError extends Error {}
