import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * End-to-end helpers: the real API server as a child process (tsx, PGlite in a fresh temp
 * DATA_DIR, serving the built app from apps/web/dist) and Debian's Chromium through
 * playwright-core at a phone viewport.
 */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_DIR = path.join(ROOT, 'apps/server');
export const RESULTS_DIR = path.join(ROOT, '.test-results');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  port: number;
  /** Temp DATA_DIR of this server (PGlite files); kept across restart(), removed at exit. */
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far (across restarts). */
  logs(): string;
  /** The last 6-digit verification code logged for `account` (phone or email), polling until it appears. */
  readCode(account: string, timeoutMs?: number): Promise<string>;
  /** Graceful stop (SIGTERM, SIGKILL after 10 s). Data is kept for restart(). */
  stop(): Promise<void>;
  /** Starts the server again on the same port and DATA_DIR and waits until healthy. */
  restart(): Promise<void>;
  /** Kills the process at once (default SIGKILL), e.g. to test crash recovery. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Data directories live under one temp folder per test process, named with its pid. It is
 * removed when the process exits; folders of processes that are gone (killed workers) are
 * removed by the next run.
 */
const TMP_PREFIX = 'tradeapp-e2e-';
const running = new Set<ChildProcess>();
let tmpRoot: string | null = null;

function tempRoot(): string {
  if (tmpRoot) return tmpRoot;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(new RegExp(`^${TMP_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${TMP_PREFIX}${process.pid}-`));
  tmpRoot = dir;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ways the server may log an account: as typed, and in its stored form (lower-case
 * email; a phone number as its last 11 digits, without area code or separators).
 */
function accountForms(account: string): string[] {
  const forms = new Set([account.trim(), account.trim().toLowerCase()]);
  const digits = account.replace(/\D/g, '');
  if (!account.includes('@') && digits.length >= 11) forms.add(digits.slice(-11));
  return [...forms];
}

/**
 * Starts `apps/server/src/server.ts` on a free port with a fresh DATA_DIR (PGlite),
 * NODE_ENV=test and RATE_LIMIT_OFF=1, and resolves once `/api/health` answers 200.
 * `opts.env` adds or overrides environment variables (e.g. DATABASE_URL, APP_LINES).
 */
export async function startServer(opts: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const port = opts.env?.PORT ? Number(opts.env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(tempRoot(), 'data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_OFF: '1',
    LOG_LEVEL: 'info',
    ...opts.env,
  };
  delete env.TEST_DATABASE_URL;
  if (!opts.env?.DATABASE_URL) delete env.DATABASE_URL;

  let output = '';
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const launch = async () => {
    // One node process (tsx as an import hook), so signals reach the server itself.
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    running.add(proc);
    const append = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > 8_000_000) output = output.slice(-4_000_000);
    };
    proc.stdout?.on('data', append);
    proc.stderr?.on('data', append);
    let gone = false;
    exited = new Promise((resolve) => {
      proc.once('exit', (code, signal) => {
        gone = true;
        running.delete(proc);
        output += `\n[harness] server exited (${signal ?? `code ${code}`})\n`;
        resolve();
      });
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (gone) throw new Error(`server exited during startup:\n${output.slice(-6000)}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(150);
    }
    proc.kill('SIGKILL');
    throw new Error(`server did not become healthy at ${baseUrl}/api/health within 90 s:\n${output.slice(-6000)}`);
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  await launch();

  return {
    baseUrl,
    port,
    dataDir,
    logs: () => output,
    async readCode(account, timeoutMs = 10_000) {
      const re = new RegExp(`verification code for (?:${accountForms(account).map(escapeRegExp).join('|')}): (\\d{6})\\b`, 'gi');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matches = [...output.matchAll(re)];
        const last = matches.at(-1)?.[1];
        if (last) return last;
        if (Date.now() > deadline) throw new Error(`no verification code for ${account} in the server log within ${timeoutMs} ms`);
        await sleep(100);
      }
    },
    stop: () => stop('SIGTERM'),
    async restart() {
      await stop('SIGTERM');
      await launch();
    },
    kill: (signal = 'SIGKILL') => stop(signal),
  };
}

/**
 * Debian's Chromium, headless. playwright-core gives every launch a fresh temporary
 * `--user-data-dir` (and deletes it on close); it refuses one passed in `args`.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A new phone-sized page (412x823 CSS px, DPR 2, touch, mobile) in its own context, opened at
 * `baseUrl`; the browser's language is `locale` (en-US unless told).
 */
export async function newPhonePage(
  browser: Browser,
  baseUrl: string,
  { locale = 'en-US', timezoneId }: { locale?: string; timezoneId?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // Fixed, so a first visit starts in the same language whatever the machine's is.
    locale,
    ...(timezoneId ? { timezoneId } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  return page;
}

/** Saves a full-page PNG to `.test-results/screenshots/<name>.png` and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(RESULTS_DIR, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
