import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect for embedded PGlite. PGlite is a single connection, so the driver hands it
 * out to one holder at a time: a transaction owns it from BEGIN to COMMIT and nothing else
 * can interleave statements.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver(): Driver { return new PGliteDriver(this.pg); }
  createIntrospector(db: Kysely<unknown>) { return new PostgresIntrospector(db); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  constructor(pg: PGlite) { this.connection = new PGliteConnection(pg); }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const prev = this.queue;
    this.queue = prev.then(() => next);
    await prev;
    this.connection.release = release;
    return this.connection;
  }
  async beginTransaction(c: DatabaseConnection) { await c.executeQuery(CompiledQuery.raw('begin')); }
  async commitTransaction(c: DatabaseConnection) { await c.executeQuery(CompiledQuery.raw('commit')); }
  async rollbackTransaction(c: DatabaseConnection) { await c.executeQuery(CompiledQuery.raw('rollback')); }
  async releaseConnection(c: DatabaseConnection) { (c as PGliteConnection).release(); }
  async destroy() { await this.connection.pg.close(); }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(readonly pg: PGlite) {}
  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const res = await this.pg.query<R>(q.sql, q.parameters as unknown[]);
    return {
      rows: res.rows,
      numAffectedRows: res.affectedRows === undefined ? undefined : BigInt(res.affectedRows),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}
