import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { unauthorized } from '../lib/errors.ts';
import type { DB } from '../db/database.ts';
import '../modules/session/session.tables.ts';

export interface AuthUser {
  id: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that need a signed-in customer. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: rejects with 401 unless the request carries a live session token. */
    authenticate: (req: FastifyRequest) => Promise<void>;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `Bearer `, the scheme in any letter case (RFC 7235), and the spaces after it. */
const BEARER = /^bearer +/i;

/** `Authorization: <token>` as the spec sends it, or `Bearer <token>` (`bearer`, `BEARER`, ...). */
export function bearerToken(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  if (!raw) return null;
  const token = raw.replace(BEARER, '');
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/** The live session of a token and its active user: `auth_session_user` (migration 202611220405), planned once per connection. */
export async function findSessionUser(db: DB, token: string): Promise<AuthUser | null> {
  const r = await sql<{ session_id: number | string; user_id: number | string }>`
    select session_id, user_id from auth_session_user(${hashToken(token)}::text)`.execute(db);
  const row = r.rows[0];
  return row ? { sessionId: Number(row.session_id), id: Number(row.user_id) } : null;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: DB }) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    const user = token ? await findSessionUser(opts.db, token) : null;
    if (!user) throw unauthorized();
    req.user = user;
  });
});

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
