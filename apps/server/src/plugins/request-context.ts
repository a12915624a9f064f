import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, isLocaleCode, localeById, type LocaleCode } from '@app/contract';
import type { Config } from '../config.ts';
import { corsPolicy } from './cors.ts';
import { API_HEADERS, allowedOrigins, documentHeaders } from './security.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's locale from `LanguageId` or `Accept-Language` (wire codes of spec point 9). */
    locale: LocaleCode;
  }
}

/** `LanguageId` (a locale id) wins; else the first `Accept-Language` entry when it is a locale code; else English. */
export function requestLocale(req: FastifyRequest): LocaleCode {
  const { languageid } = req.headers;
  if (languageid !== undefined) {
    const byId = localeById(Number(languageid));
    if (byId) return byId.code;
  }
  const acceptLanguage = req.headers['accept-language'];
  if (acceptLanguage === undefined) return DEFAULT_LOCALE;
  const comma = acceptLanguage.indexOf(',');
  const first = (comma === -1 ? acceptLanguage : acceptLanguage.slice(0, comma)).trim();
  return isLocaleCode(first) ? first : DEFAULT_LOCALE;
}

/**
 * The one `onRequest` hook every request passes, before any route's own hooks: the caller's
 * locale, the security headers (the API's or the documents', built once at start) with
 * `Vary: Origin`, and CORS for the configured origins (which answers preflights itself).
 * One hook instead of one per concern, because every request pays for each hook it runs.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const origins = allowedOrigins(opts.config);
  const apiHeaders = Object.freeze({ ...API_HEADERS, vary: 'Origin' });
  const docHeaders = Object.freeze({ ...documentHeaders(origins), vary: 'Origin' });
  const applyCors = corsPolicy(origins);

  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (req, reply, done) => {
    req.locale = requestLocale(req);
    reply.headers(req.url.startsWith('/api/') ? apiHeaders : docHeaders);
    if (!applyCors(req, reply)) done();
  });
  // Preflights reach the hook on every path; one it did not answer is not found.
  app.options('*', { schema: { hide: true } }, (_req, reply) => {
    reply.callNotFound();
  });
});
