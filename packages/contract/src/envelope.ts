/**
 * The response envelope of every API call (spec points 7 and 8).
 *
 * `code` decides, not the HTTP status:
 * - 200 success;
 * - 401 the session is missing, expired or revoked: the app signs out and goes to login;
 * - 209 silently ignored by the app;
 * - 500 an error the user should see: `msg` is a message key translated through the
 *   dictionary of `/api/langMgr/list` and formatted with `params`;
 * - any other code (404 unknown route, ...) is rejected only when the caller asks.
 * A non-200 envelope whose `msg` is `hint_48` ("already done") counts as success: the
 * server uses it for a repeated request that had its effect the first time.
 */
export const CODE = {
  OK: 200,
  IGNORED: 209,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  ERROR: 500,
} as const;

export const HINT_ALREADY_DONE = 'hint_48';

export type MessageParams = Record<string, string | number>;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  params?: MessageParams;
  data?: T;
  rows?: T extends unknown[] ? T : unknown[];
  total?: number;
}

export interface ListEnvelope<R> {
  code: number;
  msg: string;
  params?: MessageParams;
  rows: R[];
  total: number;
}

export function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as Envelope).code === 'number' && typeof (v as Envelope).msg === 'string';
}
