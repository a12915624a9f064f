import type { Envelope } from '@app/contract/envelope';

/**
 * Why a call failed:
 * - `timeout`: no response within the request timeout ('Request timeout' was shown);
 * - `transport`: no usable response: network down, or a body that is not an envelope
 *   ('Interface exception, please try again later' was shown);
 * - `unauthorized`: envelope code 401; the session was cleared and login opened;
 * - `server`: envelope code 500; its translated `msg` was shown;
 * - `code`: any other envelope code, raised only for callers that passed `catch: true`;
 * - `aborted`: the caller cancelled the call (nothing shown).
 */
export type ApiErrorKind = 'timeout' | 'transport' | 'unauthorized' | 'server' | 'code' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly envelope?: Envelope,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): number | undefined {
    return this.envelope?.code;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** A failure caused by the connection to the server, not by the server's answer. */
export function isTransportFailure(e: unknown): boolean {
  return isApiError(e) && (e.kind === 'timeout' || e.kind === 'transport');
}
