/**
 * Operator command line: `npm run ops -- <command> [options]`. It calls the operator API
 * (/api/ops/...) of a running server with HTTP Basic credentials.
 *
 *   Server:       --url, or OPS_URL, or http://127.0.0.1:$PORT (8080)
 *   Credentials:  OPS_CREDENTIALS (name:password), or the file DATA_DIR/ops-credentials
 *                 that the embedded server writes at its first start (DATA_DIR: ./data)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { fundsMessages } from '../modules/funds/funds.messages.ts';
import { opsMessages } from '../modules/ops/ops.messages.ts';
import { platformMessages } from '../modules/platform/platform.messages.ts';
import { KEY_RE as IDEMPOTENCY_KEY_RE } from '../modules/funds/idempotency.ts';
import { Money, moneyString } from '../lib/money.ts';
import { OPS_CREDENTIALS_FILE } from '../modules/ops/ops.auth.ts';

/** Rows a list command shows at a time. */
export const PAGE_SIZE = 50;

/** After a full page, the option that shows the rows after it (a list's last line). */
export function moreAfter(rows: { id?: unknown }[], pageSize = PAGE_SIZE): string {
  return rows.length === pageSize ? `\nMore after these: add --after ${String(rows[rows.length - 1]!.id)}` : '';
}

const HELP = `Operator commands (they call the operator API of a running server).

Usage: npm run ops -- <command> [arguments] [options]

Commands:
  recharges [--status pending|credited|rejected|cancelled|all] [--user ID] [--after ID | --page N]
                                  list recharges (pending ones, oldest first, by default),
                                  50 at a time; --after ID goes on after that recharge
  credit <rechargeId> [--note TEXT]
                                  credit a pending recharge to the customer
  reject-recharge <rechargeId> --reason TEXT
                                  reject a pending recharge
  proof <rechargeId> --out FILE   save the proof image of a recharge
  withdrawals [--status pending|paid|rejected|cancelled|all] [--user ID] [--after ID | --page N]
                                  list withdrawals (pending ones, oldest first, by default),
                                  50 at a time; --after ID goes on after that withdrawal
  pay <withdrawId> [--tx-ref REF] [--note TEXT]
                                  mark a pending withdrawal paid out (fee to the fees account)
  reject-withdrawal <withdrawId> --reason TEXT
                                  reject a pending withdrawal (the amount returns to available)
  adjust --user ID --currency ID|CODE --amount=[-]AMOUNT --reason TEXT
                                  correct a customer's available balance (audited);
                                  write a negative amount as --amount=-12.5
  balances --user ID              a customer's accounts
  audit                           ledger check: sums per currency and any violation
  log [--after ID | --page N]     the operator audit log, newest first
  whoami                          the operator the credentials belong to

Options:
  --url URL        server base URL (default: OPS_URL or http://127.0.0.1:$PORT, port 8080)
  --key KEY        Idempotency-Key for a money-moving command, 8 to 128 letters, digits or
                   _ . : - (default: a new random key; repeat a command with the same key
                   to retry it safely)
  --json           print the raw JSON response
  -h, --help       this help

Credentials: OPS_CREDENTIALS=name:password, or DATA_DIR/${OPS_CREDENTIALS_FILE} (DATA_DIR defaults to ./data).
`;

const CATALOG: Record<string, Record<string, string>> = { ...platformMessages, ...fundsMessages, ...opsMessages };

class CliError extends Error {}

function message(key: string, params: Record<string, unknown> = {}): string {
  const text = CATALOG[key]?.en ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

function credentials(config: Config): string {
  if (config.OPS_CREDENTIALS) return config.OPS_CREDENTIALS.split(',')[0]!.trim();
  const file = path.resolve(config.DATA_DIR, OPS_CREDENTIALS_FILE);
  if (!fs.existsSync(file)) {
    // Only a server on the embedded database writes that file; on PostgreSQL its operator API
    // is on only with OPS_CREDENTIALS set.
    throw new CliError(
      config.DATABASE_URL
        ? 'No operator credentials: set OPS_CREDENTIALS=name:password for the server (its operator API is off without it on PostgreSQL) and for this command.'
        : `No operator credentials: set OPS_CREDENTIALS=name:password or start the server once to create ${file}.`,
    );
  }
  return fs.readFileSync(file, 'utf8').trim().split(/\r?\n/)[0]!;
}

interface Ctx { url: string; auth: string; json: boolean; key: string }

/** The fields the commands print; everything else passes through to --json. */
interface Doc {
  id: number;
  status: string;
  operator: string;
  userId: number;
  amount: string;
  currencyName: string;
  available: string;
  frozen: string;
  journalId: number;
  balanced: boolean;
  currencies: Record<string, unknown>[];
  violations: string[];
  [key: string]: unknown;
}
interface Envelope { code: number; msg: string; params?: Record<string, unknown>; data?: Doc; rows?: Doc[]; total?: number }

async function send(ctx: Ctx, method: 'GET' | 'POST', route: string, body?: object): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(ctx.auth).toString('base64')}` };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = ctx.key;
  }
  try {
    return await fetch(new URL(route, ctx.url), { method, headers, body: body ? JSON.stringify(body) : undefined });
  } catch (err) {
    // Refused or not found: nothing was sent. Any other failure of a POST may have come after
    // the server applied it: say so, with the key that makes a retry safe.
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (!body || code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH') {
      throw new CliError(`Cannot reach the server at ${ctx.url}: ${(err as Error).message}`);
    }
    throw new CliError(
      `The connection to ${ctx.url} failed after the request was sent (${code ?? (err as Error).message}): the server may have applied it. ` +
        `Check with \`npm run ops -- log\`; to try again safely, repeat the command with --key ${ctx.key}`,
    );
  }
}

async function envelopeOf(res: Response): Promise<Envelope> {
  const env = (await res.json().catch(() => null)) as Envelope | null;
  if (!env || typeof env.code !== 'number') throw new CliError(`Unexpected response (HTTP ${res.status})`);
  if (env.code !== 200) {
    // An order settled meanwhile (a customer's cancel, another operator): say how it ended.
    const status = typeof env.params?.status === 'string' ? ` (it is ${env.params.status} now)` : '';
    throw new CliError(`${message(env.msg, env.params)}${status}`);
  }
  return env;
}

async function api(ctx: Ctx, method: 'GET' | 'POST', route: string, body?: object): Promise<Envelope & { replayed: boolean }> {
  const res = await send(ctx, method, route, body);
  return { ...(await envelopeOf(res)), replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** A binary download; an envelope answer is an error. */
async function download(ctx: Ctx, route: string): Promise<Buffer> {
  const res = await send(ctx, 'GET', route);
  if (res.ok && !(res.headers.get('content-type') ?? '').includes('json')) return Buffer.from(await res.arrayBuffer());
  await envelopeOf(res);
  throw new CliError('The server sent no file');
}

function table(rows: Record<string, unknown>[], cols: string[]) {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((r) => cols.map((c) => {
    const v = r[c];
    return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }));
  const width = cols.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(width[i]!)).join('  ').trimEnd();
  return [line(cols), ...cells.map(line)].join('\n');
}

function need(v: string | undefined, what: string): string {
  if (!v) throw new CliError(`Missing ${what}. See --help.`);
  return v;
}

/** An id as the API takes it: digits only, no sign, no leading zero (`0x2`, `1e0`, `2.0` and ` 2` are typos, not ids). */
function positiveId(v: string | undefined, what: string): number {
  const raw = need(v, what);
  const n = Number(raw);
  if (!/^[1-9]\d*$/.test(raw) || !Number.isSafeInteger(n)) throw new CliError(`${what} must be a positive whole number, not ${JSON.stringify(raw)}`);
  return n;
}

async function currencyId(ctx: Ctx, v: string | undefined): Promise<number> {
  const raw = need(v, '--currency');
  if (/^[\d\s.+-]/.test(raw)) return positiveId(raw, '--currency');
  const list = await api(ctx, 'GET', '/api/platformCurrency/list');
  const found = (list.rows ?? []).find((c) => c.currencyName.toUpperCase() === raw.toUpperCase());
  if (!found) throw new CliError(`Unknown currency ${raw}`);
  return found.id;
}

/**
 * Runs one command. The environment is read as the server reads it (`loadConfig`: validated,
 * an empty variable counts as unset), so both find the same data folder and port.
 */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { values: o, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' }, key: { type: 'string' }, json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      status: { type: 'string' }, user: { type: 'string' }, page: { type: 'string' }, after: { type: 'string' }, note: { type: 'string' },
      reason: { type: 'string' }, 'tx-ref': { type: 'string' }, out: { type: 'string' },
      currency: { type: 'string' }, amount: { type: 'string' },
    },
  });
  const [command, arg] = positionals;
  if (o.help || !command || command === 'help') {
    process.stdout.write(HELP);
    return command || o.help ? 0 : 1;
  }
  const config = loadConfig(env);
  const ctx: Ctx = {
    url: o.url ?? config.OPS_URL ?? `http://127.0.0.1:${config.PORT}`,
    auth: credentials(config),
    json: o.json ?? false,
    key: o.key ?? randomUUID(),
  };
  if (!IDEMPOTENCY_KEY_RE.test(ctx.key)) throw new CliError('--key must be 8 to 128 letters, digits or _ . : -');
  const out = (env: Envelope, text: () => string) => {
    process.stdout.write(`${ctx.json ? JSON.stringify(env, null, 2) : text()}\n`);
  };
  const done = (env: Envelope, what: string) =>
    out(env, () => (env.msg === 'hint_48' ? `Already done: ${what} (status ${env.data?.status})` : `${what}: ${env.data?.status ?? 'ok'}`));
  if (o.page && o.after) throw new CliError('Give --after or --page, not both.');
  const page = o.after ? `&after=${positiveId(o.after, '--after')}` : o.page ? `&pageNum=${positiveId(o.page, '--page')}` : '';
  const user = o.user ? `&userId=${positiveId(o.user, '--user')}` : '';
  // Orders no longer pending: who decided and what they wrote.
  const reviewed = (o.status ?? 'pending') === 'pending' ? [] : ['reviewedBy', 'reviewNote'];

  switch (command) {
    case 'whoami': {
      const env = await api(ctx, 'GET', '/api/ops/whoami');
      out(env, () => `Signed in as ${env.data?.operator} at ${ctx.url}`);
      return 0;
    }
    case 'recharges': {
      const env = await api(ctx, 'GET', `/api/ops/rechargeOrder/list?pageSize=${PAGE_SIZE}&status=${o.status ?? 'pending'}${user}${page}`);
      // What the customer is credited (amount less fee) and their remark (a transfer's hash or reference).
      const rows = (env.rows ?? []).map((r) => ({ ...r, net: moneyString(new Money(String(r.amount)).minus(String(r.fee))) }));
      out(env, () => `${table(rows, ['id', 'orderNo', 'userId', 'channelName', 'amount', 'fee', 'net', 'currencyName', 'status', 'isDemo', 'proofFileId', 'remark', 'createdAt', ...reviewed])}\n${env.total} in total${moreAfter(rows)}`);
      return 0;
    }
    case 'withdrawals': {
      const env = await api(ctx, 'GET', `/api/ops/withdrawOrder/list?pageSize=${PAGE_SIZE}&status=${o.status ?? 'pending'}${user}${page}`);
      const rows = env.rows ?? [];
      // Paid ones with the transfer reference the operator gave.
      out(env, () => `${table(rows, ['id', 'orderNo', 'userId', 'channelName', 'amount', 'fee', 'netAmount', 'currencyName', 'destination', 'status', 'createdAt', ...reviewed, ...(reviewed.length ? ['txRef'] : [])])}\n${env.total} in total${moreAfter(rows)}`);
      return 0;
    }
    case 'credit':
      done(await api(ctx, 'POST', '/api/ops/rechargeOrder/credit', { id: positiveId(arg, 'recharge id'), note: o.note }), `Recharge ${arg}`);
      return 0;
    case 'reject-recharge':
      done(await api(ctx, 'POST', '/api/ops/rechargeOrder/reject', { id: positiveId(arg, 'recharge id'), reason: need(o.reason, '--reason') }), `Recharge ${arg}`);
      return 0;
    case 'pay':
      done(await api(ctx, 'POST', '/api/ops/withdrawOrder/pay', { id: positiveId(arg, 'withdrawal id'), txRef: o['tx-ref'], note: o.note }), `Withdrawal ${arg}`);
      return 0;
    case 'reject-withdrawal':
      done(await api(ctx, 'POST', '/api/ops/withdrawOrder/reject', { id: positiveId(arg, 'withdrawal id'), reason: need(o.reason, '--reason') }), `Withdrawal ${arg}`);
      return 0;
    case 'proof': {
      const id = positiveId(arg, 'recharge id');
      const file = need(o.out, '--out FILE');
      const bytes = await download(ctx, `/api/ops/rechargeOrder/proof?id=${id}`);
      fs.writeFileSync(file, bytes);
      process.stdout.write(`Saved ${bytes.length} bytes to ${file}\n`);
      return 0;
    }
    case 'adjust': {
      const body = {
        userId: positiveId(o.user, '--user'), currencyId: await currencyId(ctx, o.currency),
        amount: need(o.amount, '--amount'), reason: need(o.reason, '--reason'),
      };
      const env = await api(ctx, 'POST', '/api/ops/adjustment/post', body);
      const d = env.data!;
      out(env, () => env.replayed
        // The key's first request was applied; this one changed nothing, and the balance is the one after it.
        ? `Already posted with key ${ctx.key} (journal ${d.journalId}): nothing changed now. Balance after that adjustment: available ${d.available}, frozen ${d.frozen}`
        : `Adjusted user ${d.userId} by ${d.amount} ${d.currencyName}: available ${d.available}, frozen ${d.frozen} (journal ${d.journalId}, key ${ctx.key})`);
      return 0;
    }
    case 'balances': {
      const env = await api(ctx, 'GET', `/api/ops/userBalance/list?userId=${positiveId(o.user, '--user')}`);
      out(env, () => table(env.rows ?? [], ['currencyId', 'currencyName', 'account', 'available', 'frozen']));
      return 0;
    }
    case 'audit': {
      const env = await api(ctx, 'GET', '/api/ops/ledger/audit');
      const d = env.data!;
      out(env, () => `${table(d.currencies, ['currencyName', 'sum', 'customers', 'system'])}\n` +
        (d.balanced ? 'The ledger balances.' : `VIOLATIONS:\n${d.violations.join('\n')}`));
      return d.balanced ? 0 : 2;
    }
    case 'log': {
      const env = await api(ctx, 'GET', `/api/ops/auditLog/list?pageSize=${PAGE_SIZE}${page}`);
      const rows = env.rows ?? [];
      out(env, () => `${table(rows, ['id', 'createdAt', 'operator', 'action', 'targetType', 'targetId', 'detail'])}${moreAfter(rows)}`);
      return 0;
    }
    default:
      throw new CliError(`Unknown command ${command}. See --help.`);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      const msg = err instanceof CliError ? err.message : err instanceof Error ? err.message : String(err);
      process.stderr.write(`Error: ${msg}\n`);
      process.exit(1);
    },
  );
}
