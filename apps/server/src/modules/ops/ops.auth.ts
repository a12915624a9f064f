import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, tooMany } from '../../lib/errors.ts';

/**
 * Operator credentials: HTTP Basic, from OPS_CREDENTIALS (`name:password`, several separated
 * by commas). With the embedded database and no OPS_CREDENTIALS, random ones are generated
 * at the first start into DATA_DIR/ops-credentials (mode 0600) and reused afterwards; with
 * PostgreSQL and none configured, the operator API is off. A customer session token is
 * never accepted: only the Basic scheme is read.
 */
export interface Operator {
  name: string;
  /** SHA-256 of the password, compared in constant time. */
  digest: Buffer;
}

export const OPS_CREDENTIALS_FILE = 'ops-credentials';
const NAME_RE = /^[A-Za-z0-9_.-]{1,40}$/;

const sha = (s: string) => createHash('sha256').update(s).digest();

export function parseCredentials(raw: string): Operator[] {
  const ops: Operator[] = [];
  for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const i = item.indexOf(':');
    const name = item.slice(0, i);
    const password = item.slice(i + 1);
    if (i < 1 || !NAME_RE.test(name) || password.length < 12) {
      throw new Error('OPS_CREDENTIALS must be name:password pairs (name of letters, digits, _.-; password of 12+ characters)');
    }
    ops.push({ name, digest: sha(password) });
  }
  return ops;
}

export function credentialsFile(config: Config): string {
  return path.resolve(config.DATA_DIR, OPS_CREDENTIALS_FILE);
}

/** Where the operators come from, or null when the operator API is off. */
export function loadOperators(config: Config, log: FastifyInstance['log']): Operator[] | null {
  if (config.OPS_CREDENTIALS) return parseCredentials(config.OPS_CREDENTIALS);
  if (config.DATABASE_URL || config.NODE_ENV === 'test') return null;
  const file = credentialsFile(config);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const line = `operator:${randomBytes(18).toString('base64url')}\n`;
    fs.writeFileSync(file, line, { mode: 0o600, flag: 'wx' });
    process.stdout.write(`  Operator API credentials were generated in ${file} (npm run ops -- --help)\n`);
    log.info({ file }, 'operator credentials generated');
  }
  return parseCredentials(fs.readFileSync(file, 'utf8').trim());
}

const FAILURES_PER_MINUTE = 20;

/** onRequest of the operator routes: sets `req.operator` or refuses the request. */
export function operatorGuard(operators: Operator[] | null) {
  const failures = new Map<string, { count: number; until: number }>();
  return async (req: FastifyRequest) => {
    if (!operators) throw new AppError('ops.disabled', {}, 503);
    // Never from a web page: a browser holding an operator's credentials would otherwise send
    // them with a form another site posts here (cross-site request forgery). Pages say where
    // they come from (Origin, Sec-Fetch-Site); the command line says neither. Bodies are JSON
    // only, which no page can send elsewhere without a CORS preflight (which is refused).
    const site = req.headers['sec-fetch-site'];
    if (req.headers.origin !== undefined || (site !== undefined && site !== 'none')) throw new AppError('error.forbidden', {}, 403);
    if (req.method !== 'GET' && req.method !== 'HEAD' && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      throw new AppError('error.unsupported_media', {}, 415);
    }
    const now = Date.now();
    const f = failures.get(req.ip);
    if (f && f.until > now && f.count >= FAILURES_PER_MINUTE) throw tooMany('error.rate_limited', { seconds: Math.ceil((f.until - now) / 1000) });
    const header = req.headers.authorization ?? '';
    const m = /^Basic ([A-Za-z0-9+/=]{4,400})$/.exec(header);
    const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
    const i = decoded.indexOf(':');
    const name = i > 0 ? decoded.slice(0, i) : '';
    const digest = sha(i > 0 ? decoded.slice(i + 1) : '');
    let match: Operator | undefined;
    for (const op of operators) {
      // Every entry is compared, so timing does not tell which names exist.
      if (timingSafeEqual(op.digest, digest) && op.name === name) match = op;
    }
    if (!match) {
      const cur = f && f.until > now ? f : { count: 0, until: now + 60_000 };
      cur.count += 1;
      failures.set(req.ip, cur);
      if (failures.size > 10_000) failures.clear();
      // No Basic challenge (WWW-Authenticate): a browser would ask for the credentials and keep
      // them, to send with any request to this origin. Credentials sent but wrong (or a
      // customer's token) are told apart from none sent.
      throw new AppError(header === '' ? 'ops.unauthorized' : 'ops.credentials_wrong', {}, 401, 401);
    }
    req.operator = match.name;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator name of a request to the operator API. */
    operator: string | null;
  }
}
