import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE } from '@app/contract';
import { AppError } from '../lib/errors.ts';

const MESSAGE_KEY = /^[a-z][a-z0-9_]*\.[a-z0-9_.]+$/;

interface ValidationIssue { message?: string; instancePath?: string; params?: Record<string, unknown>; keyword?: string }

/**
 * Every failure leaves as an envelope with a translatable `msg` and `params`; stack traces,
 * SQL and library messages stay in the server log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send({ code: err.code, msg: err.msgKey, params: err.params });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = (err.validation[0] ?? {}) as ValidationIssue;
      const field = fieldName(issue, err.validationContext);
      const own = issue.message && MESSAGE_KEY.test(issue.message) ? issue.message : null;
      return reply.status(400).send({
        code: CODE.ERROR,
        msg: own ?? (isMissing(issue) ? 'error.field_required' : 'error.field_invalid'),
        params: { field },
      });
    }
    // Text the database cannot hold (a NUL character) that a route's own checks let through:
    // the statement failed, so nothing was stored; the request was bad, not the server.
    if (err.code === PG_CHARACTER_NOT_IN_REPERTOIRE) {
      req.log.warn({ err }, 'text the database cannot store');
      return reply.status(400).send({ code: CODE.ERROR, msg: 'error.bad_request', params: {} });
    }
    const status = err.statusCode ?? 500;
    const mapped = FASTIFY_CODES[err.code ?? ''];
    if (mapped) return reply.status(mapped.status).send({ code: CODE.ERROR, msg: mapped.msg, params: {} });
    if (status === 429) return reply.status(429).send({ code: CODE.ERROR, msg: 'error.rate_limited', params: {} });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: CODE.ERROR, msg: 'error.bad_request', params: {} });
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ code: CODE.ERROR, msg: 'error.internal', params: {} });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ code: CODE.NOT_FOUND, msg: 'error.not_found', params: { path: req.url.split('?')[0] ?? '' } });
  });
});

/** SQLSTATE 22021, `invalid byte sequence for encoding "UTF8": 0x00`. */
const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';

const FASTIFY_CODES: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: 'error.body_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, msg: 'error.body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: 'error.unsupported_media' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: 'error.malformed_body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: 'error.malformed_body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: 'error.malformed_body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, msg: 'error.unsupported_media' },
};

function fieldName(issue: ValidationIssue, context?: string): string {
  const fromPath = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const fromParams = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
  return fromPath || fromParams || context || 'body';
}

function isMissing(issue: ValidationIssue): boolean {
  return issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
}
