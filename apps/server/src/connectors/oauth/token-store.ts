/** An OAuth token as the portal keeps it (encrypted at rest by the portal, not by this library). */
export interface StoredToken {
  accessToken: string;
  tokenType: string;
  refreshToken?: string;
  /** Epoch milliseconds; absent when the vendor gave no lifetime. */
  expiresAt?: number;
  scope?: string;
}

/**
 * Where tokens live between calls. The portal implements it over its database (encrypted, per connection);
 * tests and single calls use MemoryTokenStore.
 */
export interface TokenStore {
  get(key: string): Promise<StoredToken | undefined>;
  set(key: string, token: StoredToken): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryTokenStore implements TokenStore {
  private readonly tokens = new Map<string, StoredToken>();

  async get(key: string) {
    return this.tokens.get(key);
  }

  async set(key: string, token: StoredToken) {
    this.tokens.set(key, token);
  }

  async delete(key: string) {
    this.tokens.delete(key);
  }
}

/** Tokens are renewed this long before they expire, so a call never starts with a token about to lapse. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;

export const isFresh = (token: StoredToken | undefined, now = Date.now()): token is StoredToken =>
  token !== undefined && (token.expiresAt === undefined || token.expiresAt - TOKEN_RENEWAL_MARGIN_MS > now);
