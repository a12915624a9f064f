import type { MessageParams } from '@app/contract/envelope';
import { isMoneyInput } from '@app/contract/money';
import { isApiError } from '@/lib/api';
import { translateMessage } from '@/lib/i18n/server-messages';

/** The amount parameters of the server's amount and daily-limit messages. */
const AMOUNT_PARAMS = ['min', 'max', 'fee', 'remaining', 'netAmount'];
const AMOUNT_MESSAGE = /^funds\.(amount_|daily_limit|fee_changed)/;

/**
 * The server's refusals of a recharge's amount: the form shows them under the amount field
 * (`amountProblemText`), so the request layer does not toast them.
 */
export const RECHARGE_AMOUNT_MESSAGES = [
  'funds.amount_invalid',
  'funds.amount_too_many_decimals',
  'funds.amount_too_large',
  'funds.amount_not_positive',
  'funds.amount_below_min',
  'funds.amount_above_max',
  'funds.amount_below_fee',
  'funds.amount_out_of_range',
  'funds.daily_limit_exceeded',
] as const;

/** The refusal's text when it is about the amount (formatted as `serverProblemText` does), else null. */
export function amountProblemText(e: unknown, formatAmount: (value: string) => string, translate?: (msg: string, params?: MessageParams) => string): string | null {
  const msg = isApiError(e) && e.kind === 'server' ? e.envelope?.msg : undefined;
  if (!msg || !(RECHARGE_AMOUNT_MESSAGES as readonly string[]).includes(msg)) return null;
  return serverProblemText(e, formatAmount, translate);
}

/**
 * The text of a refused call shown beside the amount it concerns: the server writes amounts in
 * its messages canonically (`200000`, `0.0005`), which a German customer reads differently from
 * the `200.000` and `0,0005` on the screen, so the amounts of an amount message are written
 * again in the language's number format. Any other failure keeps the text it came with.
 */
export function serverProblemText(
  e: unknown,
  formatAmount: (value: string) => string,
  translate: (msg: string, params?: MessageParams) => string = translateMessage,
): string | null {
  if (!isApiError(e)) return null;
  const msg = e.envelope?.msg;
  if (e.kind !== 'server' || !msg || !AMOUNT_MESSAGE.test(msg)) return e.message;
  const params: MessageParams = { ...e.envelope?.params };
  for (const name of AMOUNT_PARAMS) {
    const v = params[name];
    if (typeof v === 'string' && isMoneyInput(v)) params[name] = formatAmount(v);
  }
  return translate(msg, params);
}
