import type { Knex } from 'knex';

/** Whose key it is: the signed-in user (null on a public route), the operation and the key. */
export interface IdempotencyScope {
  userId: number | null;
  method: string;
  route: string;
  key: string;
}

export interface StoredResponse {
  statusCode: number;
  contentType: string | null;
  body: Buffer;
}

export interface IdempotencyRecord {
  fingerprint: string;
  /** Null while the first request with this key is still running. */
  response: StoredResponse | null;
}

interface Row {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: Buffer | null;
}

function inScope(db: Knex, scope: IdempotencyScope) {
  // coalesce(user_id, 0) is what the unique index covers, so these lookups use it.
  return db('idempotency_keys')
    .whereRaw('coalesce(user_id, 0) = ?', [scope.userId ?? 0])
    .where({ method: scope.method, route: scope.route, key: scope.key });
}

export function createIdempotencyKeysRepository(db: Knex) {
  return {
    /**
     * Records the key as in progress and answers its row id, or null when a row already holds
     * it: the unique index makes exactly one of several concurrent requests win. An expired row,
     * or one left in progress longer than `abandonedAfterMs` (its process died), gives way first.
     */
    async claim(
      scope: IdempotencyScope,
      fingerprint: string,
      ttlMs: number,
      abandonedAfterMs: number,
    ): Promise<number | null> {
      await inScope(db, scope)
        .where((q) =>
          q
            .where('expires_at', '<=', db.fn.now())
            .orWhere((stale) =>
              stale
                .whereNull('status_code')
                .whereRaw('created_at <= now() - make_interval(secs => ?)', [
                  abandonedAfterMs / 1000,
                ]),
            ),
        )
        .delete();
      const { rows } = await db.raw<{ rows: { id: string }[] }>(
        `insert into idempotency_keys (user_id, method, route, key, fingerprint, expires_at)
           values (?, ?, ?, ?, ?, now() + make_interval(secs => ?))
           on conflict do nothing returning id`,
        [scope.userId, scope.method, scope.route, scope.key, fingerprint, ttlMs / 1000],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async find(scope: IdempotencyScope): Promise<IdempotencyRecord | undefined> {
      const row = await inScope(db, scope)
        .where('expires_at', '>', db.fn.now())
        .first<Row | undefined>('fingerprint', 'status_code', 'content_type', 'body');
      if (!row) return undefined;
      return {
        fingerprint: row.fingerprint,
        response:
          row.status_code === null
            ? null
            : {
                statusCode: row.status_code,
                contentType: row.content_type,
                body: row.body ?? Buffer.alloc(0),
              },
      };
    },

    async complete(id: number, response: StoredResponse): Promise<void> {
      await db('idempotency_keys').where({ id }).update({
        status_code: response.statusCode,
        content_type: response.contentType,
        body: response.body,
      });
    },

    /** Forgets a key whose request failed, so that a retry runs again. */
    async release(id: number): Promise<void> {
      await db('idempotency_keys').where({ id }).delete();
    },
  };
}

export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
