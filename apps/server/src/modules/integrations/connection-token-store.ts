import { eq } from 'drizzle-orm';
import type { StoredToken, TokenStore } from '../../connectors/oauth/token-store';
import type { Db, DbOrTx } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { connectionEvents } from './connection-events';
import { tokensPurpose } from './connection-settings';
import { type ConnectionRow, connections } from './connections.table';

interface Deps {
  db: Db;
  secretBox: SecretBox;
  lifecycle: ReturnType<typeof connectionEvents>;
  byId: (id: string, tx?: DbOrTx) => Promise<ConnectionRow | undefined>;
  now: () => Date;
}

/** A connection's OAuth tokens, sealed on its row, and the invalid mark a refused token or refresh leaves. */
export function connectionTokenStore({ db, secretBox, lifecycle, byId, now }: Deps) {
  const tokenOf = (row: ConnectionRow): StoredToken | undefined =>
    row.tokensSealed
      ? (JSON.parse(secretBox.decrypt(row.tokensSealed, tokensPurpose(row.id))) as StoredToken)
      : undefined;

  /** Keeps the token sealed on the row; `extra.state` moves the connection too (with its event). */
  async function writeToken(
    id: string,
    token: StoredToken | undefined,
    extra: Partial<typeof connections.$inferInsert> = {},
  ) {
    await db.transaction(async (tx) => {
      const previous = extra.state ? (await byId(id, tx))?.state : undefined;
      const [row] = await tx
        .update(connections)
        .set({
          tokensSealed: token ? secretBox.encrypt(JSON.stringify(token), tokensPurpose(id)) : null,
          tokenExpiresAt: token?.expiresAt ? new Date(token.expiresAt) : null,
          updatedAt: now(),
          ...extra,
        })
        .where(eq(connections.id, id))
        .returning();
      if (row && extra.state) await lifecycle.moved(tx, previous, row);
    });
  }

  /**
   * The connection's token, kept sealed on its row: authorization-code tokens and cached client-credentials tokens
   * alike.
   */
  function tokenStoreOf(id: string): TokenStore {
    return {
      get: async () => {
        const row = await byId(id);
        return row ? tokenOf(row) : undefined;
      },
      set: (_key, token) => writeToken(id, token),
      delete: () => writeToken(id, undefined),
    };
  }

  /** Marks a connection invalid with the vendor's reason (a refused token, a refused refresh). */
  async function markInvalid(id: string, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const previous = (await byId(id, tx))?.state;
      const [row] = await tx
        .update(connections)
        .set({ state: 'invalid', invalidReason: reason, checkedAt: now(), updatedAt: now() })
        .where(eq(connections.id, id))
        .returning();
      if (row) await lifecycle.moved(tx, previous, row);
    });
  }

  return { writeToken, tokenStoreOf, markInvalid };
}
