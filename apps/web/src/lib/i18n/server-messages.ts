import type { MessageParams } from '@app/contract/envelope';
import { i18n } from './i18n';

/**
 * Envelope `msg` keys are translated through the server's dictionary
 * (`/api/langMgr/list?lang=`, loaded at launch and on every locale change). Keys the
 * dictionary lacks, or all of them before it has loaded, fall back to the bundled app
 * strings (`server-messages` in the `common` namespace, flat keys), then to a generic sentence: a raw key is never shown.
 * A few messages that carry a number are worded by the app instead (`COUNTED` below).
 */
let dictionary: { lang: string; messages: Record<string, string> } | null = null;

export function setServerDictionary(lang: string, messages: Record<string, string>): void {
  dictionary = { lang, messages };
}

export function hasServerDictionary(lang: string): boolean {
  return dictionary?.lang === lang;
}

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Messages whose wording depends on a number: the app words them itself with the language's
 * plural rules, which the server's flat dictionary cannot. A message without a usable number
 * keeps the dictionary's text.
 */
const COUNTED = new Map<string, (params: MessageParams) => string | null>([
  // Any call over its request budget (sign-in, registration, codes, password changes).
  ['error.rate_limited', (params) => retryAfterText(params.seconds)],
  // A wallet address over the customer's limit (`app_adress_num`, which may be 1).
  ['funds.address_limit', (params) => countedText('errors.address-limit', params.max)],
  // A wrong verification code, with the attempts left (down to 1).
  ['session.code_wrong', (params) => countedText('errors.code-wrong', params.remaining)],
]);

/** A whole number of at least 0 from a message parameter, else null. */
function wholeNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** The `common` text `key` in the plural form of `count`; null without a usable number or text. */
function countedText(key: string, value: unknown): string | null {
  const count = wholeNumber(value);
  if (count === null || !i18n.exists(key, { ns: 'common', count })) return null;
  return i18n.t(key, { ns: 'common', count });
}

/**
 * "Too many attempts. Try again in 12 minutes." for a wait in seconds: minutes rounded up,
 * or seconds under a minute; null when `seconds` is not a positive number.
 */
export function retryAfterText(seconds: unknown): string | null {
  const n = typeof seconds === 'number' ? seconds : typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  const wait = Math.ceil(n);
  const [key, count] = wait < 60 ? ['errors.rate-limited-seconds', wait] : ['errors.rate-limited-minutes', Math.ceil(wait / 60)];
  return i18n.exists(key, { ns: 'common', count }) ? i18n.t(key, { ns: 'common', count }) : null;
}

export function translateMessage(msg: string, params?: MessageParams): string {
  const counted = COUNTED.get(msg)?.(params ?? {});
  if (counted) return counted;
  const own = dictionary?.lang === i18n.language ? dictionary.messages[msg] : undefined;
  if (own) return fill(own, params);
  const bundled = bundledMessage(i18n.language, msg) ?? bundledMessage('en', msg);
  if (bundled) return fill(bundled, params);
  return i18n.t('errors.generic', { ns: 'common' });
}

function bundledMessage(lang: string, msg: string): string | undefined {
  const table = i18n.getResource(lang, 'common', 'server-messages') as Record<string, string> | undefined;
  const value = table?.[msg];
  return typeof value === 'string' && value ? value : undefined;
}
