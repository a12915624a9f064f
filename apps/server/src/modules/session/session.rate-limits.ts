import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Config } from '../../config.ts';
import { tooMany } from '../../lib/errors.ts';
import { parseAccount, type Account } from './account.ts';

interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Request budgets of the calls an attacker would hammer, three per call:
 * - `ip`: per client address, across targets (many accounts tried from one address);
 * - `target`: per target (the account typed in, or the signed-in user) from one address;
 * - `targetAll`: per target across addresses, larger (one account tried from many addresses).
 * The per-target budget counts one address's attempts only, so that someone guessing at a
 * customer's password, or asking for their reset codes, uses up their own budget and not the
 * customer's: the customer signs in from their phone while the guesser is refused. Only
 * guessing spread over many addresses reaches `targetAll`. Counters live in the process's
 * memory: behind a load balancer each process counts on its own.
 */
export const RATE_LIMITS = {
  sendCode: { ip: { max: 20, windowMs: 10 * MINUTE }, target: { max: 10, windowMs: 60 * MINUTE }, targetAll: { max: 30, windowMs: 60 * MINUTE } },
  register: { ip: { max: 10, windowMs: 60 * MINUTE }, target: { max: 10, windowMs: 60 * MINUTE }, targetAll: { max: 30, windowMs: 60 * MINUTE } },
  login: { ip: { max: 30, windowMs: 10 * MINUTE }, target: { max: 10, windowMs: 15 * MINUTE }, targetAll: { max: 100, windowMs: 15 * MINUTE } },
  resetPassword: { ip: { max: 20, windowMs: 10 * MINUTE }, target: { max: 10, windowMs: 15 * MINUTE }, targetAll: { max: 100, windowMs: 15 * MINUTE } },
  changePassword: { ip: { max: 30, windowMs: 10 * MINUTE }, target: { max: 10, windowMs: 15 * MINUTE }, targetAll: { max: 30, windowMs: 15 * MINUTE } },
  setPayPassword: { ip: { max: 30, windowMs: 10 * MINUTE }, target: { max: 10, windowMs: 15 * MINUTE }, targetAll: { max: 30, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, { ip: Limit; target: Limit; targetAll: Limit }>;

export type LimitedCall = keyof typeof RATE_LIMITS;

/**
 * The account a request is about, in stored form. Runs after validation, so the body's
 * `account` is already the parsed `Account`; a raw string is parsed here for safety.
 */
export function accountKey(req: FastifyRequest): string {
  const raw = (req.body as { account?: unknown } | undefined)?.account;
  if (typeof raw === 'object' && raw !== null && typeof (raw as Account).value === 'string') return (raw as Account).value;
  const s = typeof raw === 'string' ? raw.trim() : '';
  return parseAccount(s)?.value ?? s.toLowerCase();
}

export function userKey(req: FastifyRequest): string {
  return String(req.user?.id ?? '');
}

/**
 * Route options that apply the call's limits: the per-IP budget through the route's
 * `config.rateLimit` (checked on request, before the body is read), the per-target budgets in
 * a preHandler (after validation, so the body is known; after authentication for `userKey`).
 * Both answer `error.rate_limited` with `params.seconds` until the window ends.
 */
export function rateLimited(
  app: FastifyInstance,
  config: Config,
  call: LimitedCall,
  target: (req: FastifyRequest) => string,
): Pick<RouteShorthandOptions, 'config' | 'preHandler'> {
  if (config.RATE_LIMIT_OFF === '1') return {};
  const { ip, target: perTarget, targetAll } = RATE_LIMITS[call];
  const targetLimiter = app.createRateLimit({ max: perTarget.max, timeWindow: perTarget.windowMs, keyGenerator: (req) => `${target(req)}|${req.ip}` });
  const targetAllLimiter = app.createRateLimit({ max: targetAll.max, timeWindow: targetAll.windowMs, keyGenerator: target });
  return {
    config: {
      rateLimit: {
        max: ip.max,
        timeWindow: ip.windowMs,
        errorResponseBuilder: (_req, c) => tooMany('error.rate_limited', { seconds: Math.max(1, Math.ceil(c.ttl / 1000)) }),
      },
    },
    preHandler: async (req) => {
      for (const limiter of [targetLimiter, targetAllLimiter]) {
        const r = await limiter(req);
        if (!r.isAllowed && r.isExceeded) throw tooMany('error.rate_limited', { seconds: Math.max(1, r.ttlInSeconds) });
      }
    },
  };
}
