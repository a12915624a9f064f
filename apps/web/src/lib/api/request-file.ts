import { isReplaced } from '@/lib/session/session-store';
import { ApiError } from './api-error';
import { exchange, parseEnvelope, settle, transportFailure, type RequestOptions } from './client';

/**
 * A file the API serves only to the signed-in customer (a recharge's proof image), which an
 * `<img src>` could not ask for with the session. Resolves with its bytes when the answer is
 * a file of the `accept` type (`image/*`). An envelope instead is settled as `request` settles
 * it: a 401 ends the session, a 500 is toasted unless `quiet`; any other answer rejects as a
 * transport failure.
 */
export async function requestFile(path: string, accept: string, opts: Omit<RequestOptions, 'method' | 'data' | 'json' | 'form'> = {}): Promise<Blob> {
  const { value, token } = await exchange(path, { ...opts, method: 'GET', headers: { Accept: `${accept}, application/json`, ...opts.headers } }, async (res) => {
    const type = res.headers.get('content-type') ?? '';
    return type.startsWith('application/json') ? { kind: 'envelope' as const, text: await res.text() } : { kind: 'file' as const, blob: await res.blob(), ok: res.ok, type };
  });
  if (value.kind === 'envelope') {
    const envelope = parseEnvelope(value.text);
    if (envelope) settle(envelope, { ...opts, catch: true }, token);
    throw transportFailure('transport', opts.quiet);
  }
  // A file of a session ended or replaced meanwhile is not shown to the one there now.
  if (token !== null && isReplaced(token)) throw new ApiError('aborted', 'session changed');
  const mime = value.type.split(';')[0]?.trim() ?? '';
  const fits = accept.endsWith('/*') ? mime.startsWith(accept.slice(0, -1)) : mime === accept;
  if (!value.ok || !fits) throw transportFailure('transport', opts.quiet);
  return value.blob;
}
