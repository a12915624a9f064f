import type pg from 'pg';

/**
 * A connection idle for longer than this is checked with an empty statement before it is
 * handed out. The pool reuses the most recently released connection first, so under load the
 * connections in use stay warm and are not checked; a check costs one round trip.
 */
export const CHECK_AFTER_IDLE_MS = 500;

/**
 * Hands out pooled connections that are known to be alive.
 *
 * When PostgreSQL restarts, fails over or terminates backends, the pool learns that an idle
 * connection is gone only once it has read the connection's last message, and until then it
 * may hand that connection to a query, which then fails. A connection that has been idle for
 * a while (`CHECK_AFTER_IDLE_MS`) therefore runs an empty statement first: if that fails, the
 * connection is dropped and the next one tried, and the caller's statement never reaches a
 * dead connection. The check has no effect, so trying again is always safe; statements of the
 * caller are never repeated. New connections need no check. A connection that dies within
 * the window after its last use can still fail one statement, as with any pool. A connection
 * found dead by the check is told to `onLost`, as the pool tells of an idle one it hears fail,
 * so that every lost connection is reported once whichever notices it first.
 */
export function checkedConnect(
  pool: pg.Pool,
  onLost: (err: Error) => void = () => {},
  checkAfterIdleMs = CHECK_AFTER_IDLE_MS,
): () => Promise<pg.PoolClient> {
  const releasedAt = new WeakMap<pg.PoolClient, number>();
  pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => {
    releasedAt.set(client, performance.now());
  });
  return async function connect() {
    // Every idle connection may be dead (a restart), so try at most as many as the pool holds.
    for (let tries = pool.totalCount + 1; ; tries -= 1) {
      const client = await pool.connect();
      const since = releasedAt.get(client);
      if (since === undefined || performance.now() - since < checkAfterIdleMs) return client;
      // A dead connection reports its closing as an error event too; while checked out it has
      // no other listener, and an unheard error event would end the process.
      const ignore = () => {};
      client.on('error', ignore);
      try {
        await client.query('');
        return client;
      } catch (err) {
        const lost = err instanceof Error ? err : new Error(String(err));
        client.release(lost);
        onLost(lost);
        if (tries <= 1) throw err;
      } finally {
        client.removeListener('error', ignore);
      }
    }
  };
}
