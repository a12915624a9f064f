import { z } from 'zod';

/**
 * An integer setting: plain decimal digits only (no sign, exponent, hex, fraction or spaces,
 * which `Number()` would take: `1e3`, ` 0x50 `), from `min` to `max`. Overrides passed in code
 * may be numbers.
 */
function integer(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  const digits = min < 0 ? /^-?[0-9]+$/ : /^[0-9]+$/;
  return z
    .union([z.number(), z.string().regex(digits).transform(Number)], { error: 'expected a whole number written in digits' })
    .pipe(z.number().int().min(min).max(max));
}

/** Environment read once, validated, and passed explicitly to everything that needs it. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** postgres://... selects a PostgreSQL server; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Comma-separated origins allowed to call the API from a browser (same-origin always works). */
  APP_ORIGINS: z.string().default(''),
  /** Comma-separated API base URLs offered to the app as lines; empty means the serving origin only. */
  APP_LINES: z.string().default(''),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none). The
   * client's address is the entry that many hops from the right: what a client writes into the
   * header itself is never taken as its address (rate limits are per address).
   */
  TRUST_PROXY: integer(0, 10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** At most ten years: the hours are cast to a PostgreSQL integer. */
  SESSION_TTL_HOURS: integer(1, 87_600).default(24 * 7),
  BODY_LIMIT_BYTES: integer(1).default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: integer(1).default(5 * 1024 * 1024),
  /** Disables rate limits and the quote stream's connections per address (benchmarks only). */
  RATE_LIMIT_OFF: z.enum(['0', '1']).default('0'),
  /**
   * Quote stream connections one address may hold open at once (the app opens one per tab; an
   * office or a carrier's NAT shares an address between customers).
   */
  WS_CONNECTIONS_PER_ADDRESS: integer(1, 1_000_000).default(100),
  /** SMTP transport for verification codes; unset means the log-and-outbox sender. */
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('no-reply@example.com'),
  /** Operator API credentials (user:password); unset disables the operator API. */
  OPS_CREDENTIALS: z.string().optional(),
  /** The server the operator command line (`npm run ops`) talks to; default http://127.0.0.1:PORT. */
  OPS_URL: z.string().url().optional(),
  /** Market data: 'sim' (default) or a comma list of enabled real feeds. */
  MARKET_SOURCE: z.string().default('sim'),
  MARKET_SEED: integer(Number.MIN_SAFE_INTEGER).default(20261122),
  POLYGON_API_KEY: z.string().optional(),
  /** Demo payment provider that credits demo recharges after a delay. */
  DEMO_PAYMENTS: z.enum(['0', '1']).optional(),
  WEB_DIST: z.string().optional(),
  /** After SIGTERM or SIGINT, how long requests in flight get to finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: integer(0, 600_000).default(10_000),
});

export type Config = z.infer<typeof schema>;

/**
 * The configuration of `env` and `overrides`. A variable set to the empty string (`PORT=` in an
 * env file, `PORT=${PORT:-}` in a compose file) counts as unset: its default applies.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const given = Object.fromEntries(Object.entries({ ...env, ...overrides }).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
