import { isInterval, type Interval } from '../../market/types.ts';

/**
 * The client messages of the quote stream (protocol in README.md), read and checked before
 * the hub acts on them. Anything else becomes an error naming its message key.
 */
export type RequestId = string | number;

export type ClientMessage =
  | { op: 'ping'; id?: RequestId }
  | { op: 'pong' }
  | { op: 'sub' | 'unsub'; ch: 'ticker'; codes?: string[]; productType?: number; id?: RequestId }
  | { op: 'sub' | 'unsub'; ch: 'detail'; code: string; id?: RequestId }
  | { op: 'sub' | 'unsub'; ch: 'kline'; code: string; interval: Interval; id?: RequestId };

export interface MessageError {
  error: string;
  params?: Record<string, number>;
  id?: RequestId;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `text` is null for a binary frame. */
export function readClientMessage(text: string | null, maxCodes: number): ClientMessage | MessageError {
  let msg: unknown = null;
  try {
    msg = text === null ? null : JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (!isRecord(msg) || typeof msg.op !== 'string') return { error: 'quotes.ws_bad_frame' };
  const rawId = msg.id;
  const id = (typeof rawId === 'string' || typeof rawId === 'number') && String(rawId).length <= 64 ? rawId : undefined;
  const withId = <T extends object>(m: T) => (id !== undefined ? { ...m, id } : m);
  const bad = (error: string, params?: Record<string, number>) => withId(params ? { error, params } : { error });
  if (msg.op === 'ping') return withId({ op: 'ping' as const });
  if (msg.op === 'pong') return { op: 'pong' };
  if (msg.op !== 'sub' && msg.op !== 'unsub') return bad('quotes.ws_unknown_op');
  const op = msg.op;
  switch (msg.ch) {
    case 'ticker': {
      const { codes, productType } = msg;
      if (codes !== undefined && (!Array.isArray(codes) || !codes.every((c) => typeof c === 'string' && c.length <= 32))) {
        return bad('quotes.ws_bad_frame');
      }
      // More codes than one connection may hold: the limit is the answer, not a bad frame.
      if (codes !== undefined && codes.length > maxCodes) return bad('quotes.ws_too_many_subscriptions', { max: maxCodes });
      if (productType !== undefined && (typeof productType !== 'number' || !Number.isInteger(productType))) return bad('quotes.ws_bad_frame');
      if (op === 'sub' && codes === undefined && productType === undefined) return bad('quotes.ws_bad_frame');
      return withId({
        op, ch: 'ticker' as const,
        ...(codes !== undefined ? { codes: codes as string[] } : {}),
        ...(productType !== undefined ? { productType } : {}),
      });
    }
    case 'detail':
      if (typeof msg.code !== 'string' || msg.code.length > 64) return bad('quotes.ws_bad_frame');
      return withId({ op, ch: 'detail' as const, code: msg.code });
    case 'kline':
      if (typeof msg.code !== 'string' || msg.code.length > 64) return bad('quotes.ws_bad_frame');
      if (typeof msg.interval !== 'number' || !isInterval(msg.interval)) return bad('quotes.interval_invalid');
      return withId({ op, ch: 'kline' as const, code: msg.code, interval: msg.interval });
    default:
      return bad('quotes.ws_unknown_channel');
  }
}
