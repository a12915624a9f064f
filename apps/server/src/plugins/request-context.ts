import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, isLocaleCode, localeById, type LocaleCode } from '@app/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's locale from `LanguageId` or `Accept-Language` (wire codes of spec point 9). */
    locale: LocaleCode;
  }
}

export function requestLocale(req: FastifyRequest): LocaleCode {
  const id = Number(req.headers.languageid);
  const byId = Number.isInteger(id) ? localeById(id) : undefined;
  if (byId) return byId.code;
  const al = String(req.headers['accept-language'] ?? '').split(',')[0]?.trim() ?? '';
  return isLocaleCode(al) ? al : DEFAULT_LOCALE;
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (req, _reply, done) => {
    req.locale = requestLocale(req);
    done();
  });
});
