import { CODE, HINT_ALREADY_DONE, isEnvelope, type Envelope } from '@app/contract/envelope';
import { i18n } from '@/lib/i18n/i18n';
import { currentLocale } from '@/lib/i18n/locale-store';
import { translateMessage } from '@/lib/i18n/server-messages';
import { adoptStoredSession, endSession, isReplaced, sessionStore } from '@/lib/session/session-store';
import { ApiError } from './api-error';
import { apiEvents } from './api-events';
import { encodeForm } from './form-encode';
import { apiBaseUrl } from './lines';

/** Spec point 9: 60 s until the app has seen its first response, 10 s after. */
export const FIRST_TIMEOUT_MS = 60_000;
export const LATER_TIMEOUT_MS = 10_000;

let seenFirstResponse = false;

/** The timeout a call gets unless it sets its own. */
export function defaultTimeoutMs(): number {
  return seenFirstResponse ? LATER_TIMEOUT_MS : FIRST_TIMEOUT_MS;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query string values; nested objects become bracket keys (`params[pagePath]=...`). */
  params?: Record<string, unknown>;
  /** Body values; sent form-urlencoded with bracket keys unless `json` is set. */
  data?: Record<string, unknown>;
  /** Send the body as JSON instead of form-urlencoded. */
  json?: boolean;
  /** A multipart body (uploads; the browser sets its Content-Type); `data` and `json` are ignored. */
  form?: FormData;
  /** Reject envelopes with codes other than 200/401/500/209 instead of resolving them. */
  catch?: boolean;
  /** Show no toast for failures (background checks such as line latency); they still reject. */
  quiet?: boolean;
  /**
   * Server messages (envelope `msg` keys) the caller shows on its screen itself, such as an
   * order page's "not found": a 500 with one of them rejects without a toast, so the message
   * is not shown twice. Every other failure is still toasted.
   */
  quietFor?: readonly string[];
  /** Call this origin instead of the chosen line ('' is the serving origin). */
  baseUrl?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(base: string, path: string, params?: Record<string, unknown>): string {
  const query = params ? encodeForm(params) : '';
  return `${base}${path}${query ? (path.includes('?') ? '&' : '?') + query : ''}`;
}

/** Parses a body as the envelope; JSON sent as a JSON string is parsed once more. */
export function parseEnvelope(text: string): Envelope | null {
  try {
    let value: unknown = JSON.parse(text);
    if (typeof value === 'string') value = JSON.parse(value);
    return isEnvelope(value) ? value : null;
  } catch {
    return null;
  }
}

export function transportFailure(kind: 'timeout' | 'transport', quiet: boolean | undefined): ApiError {
  const message = i18n.t(kind === 'timeout' ? 'errors.request-timeout' : 'errors.interface-exception', { ns: 'common' });
  if (!quiet) apiEvents.notify(message);
  return new ApiError(kind, message);
}

/**
 * Sends one call and reads its answer with `read`, both within the call's timeout. Rejects
 * with an `ApiError` on transport failures (after toasting 'Request timeout' or 'Interface
 * exception', unless `quiet`) and when the caller cancels. Resolves with what `read` made of
 * the answer and the token the call went with.
 */
export async function exchange<R>(path: string, opts: RequestOptions, read: (res: Response) => Promise<R>): Promise<{ value: R; token: string | null }> {
  const method = opts.method ?? 'GET';
  const locale = currentLocale();
  const token = sessionStore.getState().token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale.code,
    LanguageId: String(locale.id),
    ...(opts.form ? {} : { 'Content-Type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded' }),
    ...(token ? { Authorization: token } : {}),
    ...opts.headers,
  };
  let body: string | FormData | undefined;
  if (method !== 'GET') {
    const data = opts.data ?? {};
    body = opts.form ?? (opts.json ? JSON.stringify(data) : encodeForm(data));
  }

  const timeoutMs = opts.timeoutMs ?? defaultTimeoutMs();
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timer.signal]) : timer.signal;

  let value: R;
  try {
    const res = await fetch(buildUrl(opts.baseUrl ?? apiBaseUrl(), path, opts.params), { method, headers, body, signal });
    value = await read(res);
  } catch {
    if (opts.signal?.aborted) throw new ApiError('aborted', 'aborted');
    throw transportFailure(timer.signal.aborted ? 'timeout' : 'transport', opts.quiet);
  } finally {
    clearTimeout(timeout);
  }
  seenFirstResponse = true;
  return { value, token };
}

/**
 * One call to the API (spec points 7 and 8). Resolves with the envelope when its code is 200,
 * when its `msg` is `hint_48` (already done), when it is 209 (ignored), and for any other
 * code unless the caller passed `catch: true`. Rejects with an `ApiError` on 401 (after
 * clearing the session), on 500 (after toasting the translated message, unless `quiet` or
 * `quietFor` says the caller shows it itself) and on transport failures (after toasting
 * 'Request timeout' or 'Interface exception').
 */
export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const { value: text, token } = await exchange(path, opts, (res) => res.text());
  const envelope = parseEnvelope(text);
  if (!envelope) throw transportFailure('transport', opts.quiet);
  return settle<T>(envelope as Envelope<T>, opts, token);
}

/** Settles an answer's envelope as `request` describes (also for `requestFile`). */
export function settle<T>(envelope: Envelope<T>, opts: RequestOptions, token: string | null): Envelope<T> {
  // The answer to a request of a session that has ended or been replaced since (another tab
  // signed out, or in as someone else, while it was on its way) belongs to that session:
  // nothing of it may reach the screen of the one there now. The caller hears 'aborted',
  // which screens pass over quietly. (A 401 of such a request is handled below.)
  if (envelope.code !== CODE.UNAUTHORIZED && token !== null && isReplaced(token)) throw new ApiError('aborted', 'session changed', envelope);
  if (envelope.code === CODE.OK || envelope.msg === HINT_ALREADY_DONE) return envelope;
  if (envelope.code === CODE.UNAUTHORIZED) {
    const message = translateMessage(envelope.msg, envelope.params);
    if (token === null || !isReplaced(token)) {
      endSession();
      apiEvents.sessionEnded(message);
    } else {
      // The request went with a token that is no longer the session's: another tab (or a
      // request answered just before) signed out or in since. Its refusal must not end the
      // session that replaced it; this tab takes that session instead.
      const change = adoptStoredSession();
      if (change === 'signed-out') apiEvents.sessionEnded(message);
      else if (change === 'signed-in') apiEvents.sessionReplaced();
    }
    throw new ApiError('unauthorized', message, envelope);
  }
  if (envelope.code === CODE.IGNORED) return envelope;
  if (envelope.code === CODE.ERROR) {
    const message = translateMessage(envelope.msg, envelope.params);
    if (!opts.quiet && !opts.quietFor?.includes(envelope.msg)) apiEvents.notify(message);
    throw new ApiError('server', message, envelope);
  }
  if (opts.catch) throw new ApiError('code', translateMessage(envelope.msg, envelope.params), envelope);
  return envelope;
}

export function apiGet<T = unknown>(path: string, params?: Record<string, unknown>, opts: Omit<RequestOptions, 'method' | 'params'> = {}) {
  return request<T>(path, { ...opts, method: 'GET', params });
}

export function apiPost<T = unknown>(path: string, data?: Record<string, unknown>, opts: Omit<RequestOptions, 'method' | 'data'> = {}) {
  return request<T>(path, { ...opts, method: 'POST', data });
}

/**
 * The `data` of a successful envelope, or null for an ignored one (209 or a code the caller
 * did not ask to catch). TanStack Query needs a defined value, hence null rather than undefined.
 */
export function dataOf<T>(envelope: Envelope<T>): T | null {
  return envelope.code === CODE.OK && envelope.data !== undefined ? envelope.data : null;
}

/** The `rows` and `total` of a list envelope; an ignored envelope gives an empty list. */
export function rowsOf<R>(envelope: Envelope<unknown>): { rows: R[]; total: number } {
  const rows = envelope.code === CODE.OK && Array.isArray(envelope.rows) ? (envelope.rows as R[]) : [];
  return { rows, total: typeof envelope.total === 'number' ? envelope.total : rows.length };
}

/** Test hook: forget that a response was seen (the 60 s first-response timeout applies again). */
export function resetRequestTimeoutForTests(): void {
  seenFirstResponse = false;
}
