import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, isLocaleCode, localeById, localeForLanguages, type LocaleCode } from '@app/contract';
import type { Config } from '../config.ts';
import { corsPolicy } from './cors.ts';
import { API_HEADERS, allowedOrigins, documentHeaders } from './security.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's locale from `LanguageId` or `Accept-Language` (wire codes of spec point 9). */
    locale: LocaleCode;
  }
}

/**
 * The language tags of an `Accept-Language` header, most preferred first (by `q`, then by
 * place); `*` and tags with `q=0` are left out. At most the first 32 entries are read.
 */
export function acceptedLanguages(header: string): string[] {
  const entries: { tag: string; q: number; at: number }[] = [];
  const parts = header.split(',', 32);
  for (let at = 0; at < parts.length; at++) {
    const [tag = '', ...params] = parts[at]!.split(';').map((p) => p.trim());
    const qParam = params.find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (tag === '' || tag === '*' || !(q > 0)) continue;
    entries.push({ tag, q, at });
  }
  return entries.sort((a, b) => b.q - a.q || a.at - b.at).map((e) => e.tag);
}

/**
 * `LanguageId` (a locale id) wins; else `Accept-Language`: its first entry when it is one of
 * the wire codes (what the app sends: `jp`, `rus`, `tc`, ...), else the first of its language
 * tags the product has (`de-DE` German, `zh-TW` traditional Chinese, `ar-SA` the Saudi
 * locale, as `localeForLanguages` maps them); else English.
 */
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
  if (isLocaleCode(first)) return first;
  return localeForLanguages(acceptedLanguages(acceptLanguage)) ?? DEFAULT_LOCALE;
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
