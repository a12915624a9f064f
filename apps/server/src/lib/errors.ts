import { CODE, type MessageParams } from '@app/contract';

/**
 * An error the client is meant to see: `msg` is a message key of the server dictionary
 * (`/api/langMgr/list`), `params` fill its placeholders. Thrown from services; the error
 * plugin turns it into an envelope. Nothing stored changes because services throw before
 * committing (or inside the transaction, which rolls back).
 */
export class AppError extends Error {
  constructor(
    readonly msgKey: string,
    readonly params: MessageParams = {},
    readonly httpStatus = 400,
    readonly code: number = CODE.ERROR,
  ) {
    super(msgKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, params?: MessageParams) => new AppError(key, params, 400);
export const notFound = (key = 'error.not_found', params?: MessageParams) => new AppError(key, params, 404);
export const conflict = (key: string, params?: MessageParams) => new AppError(key, params, 409);
export const forbidden = (key = 'error.forbidden', params?: MessageParams) => new AppError(key, params, 403);
export const tooMany = (key = 'error.rate_limited', params?: MessageParams) => new AppError(key, params, 429);
export const unauthorized = () => new AppError('error.unauthorized', {}, 401, CODE.UNAUTHORIZED);
