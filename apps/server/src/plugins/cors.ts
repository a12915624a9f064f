import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '@app/contract';

/** What a browser may send cross-origin, and for how long it may cache a preflight's answer. */
export const CORS_ALLOW_METHODS = 'GET, POST, PUT, DELETE';
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Accept-Language, LanguageId, Idempotency-Key';
export const CORS_MAX_AGE_SECONDS = '600';

/**
 * CORS limited to the configured app origins (same-origin calls carry no `Origin` or need no
 * CORS): an allowed origin is echoed in `Access-Control-Allow-Origin`, any other gets no CORS
 * header, so the browser keeps the answer from the page. Every answer says `Vary: Origin`
 * (the request hook sends it with the security headers).
 *
 * A preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) from an allowed
 * origin is answered here, before authentication, with 204; one from another origin falls
 * through to the `OPTIONS *` route and gets 404; an `OPTIONS` that is not a preflight gets 400.
 *
 * Returns true when it answered the request.
 */
export function corsPolicy(origins: readonly string[]): (req: FastifyRequest, reply: FastifyReply) => boolean {
  const allowed = new Set(origins);
  return function applyCors(req, reply) {
    const origin = req.headers.origin;
    const allowedOrigin = origin !== undefined && allowed.has(origin);
    if (allowedOrigin) reply.header('access-control-allow-origin', origin);
    if (req.raw.method !== 'OPTIONS' || (origin !== undefined && !allowedOrigin)) return false;
    if (origin === undefined || req.headers['access-control-request-method'] === undefined) {
      reply.code(400).send({ code: CODE.ERROR, msg: 'error.bad_request', params: {} });
      return true;
    }
    reply
      .code(204)
      .header('access-control-allow-methods', CORS_ALLOW_METHODS)
      .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
      .header('access-control-max-age', CORS_MAX_AGE_SECONDS)
      // Some browsers wait for a body on a 204 without a length.
      .header('content-length', '0')
      .send();
    return true;
  };
}
