import type { MessageParams } from '@app/contract/envelope';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { localizeNumber, numberSymbolsFor } from '@/lib/i18n/number-format';
import { amountProblemText, serverProblemText } from './server-message';

const de = numberSymbolsFor('de');
/** The German limit format: grouped by thousands, German symbols. */
const germanLimit = (v: string) => {
  const [whole = '', fraction] = v.split('.');
  return localizeNumber(whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : ''), de);
};
const templates: Record<string, string> = {
  'funds.daily_limit_exceeded': 'Das Tageslimit ist überschritten. Heute verbleiben {{remaining}} {{currency}}.',
  'funds.amount_below_min': 'Der Mindestbetrag beträgt {{min}} {{currency}}',
  'funds.address_limit': 'Höchstens {{max}} Adressen',
  'funds.amount_below_fee': 'Der Betrag deckt die Gebühr von {{fee}} {{currency}} nicht',
  'funds.fee_changed': 'Die Gebühr beträgt jetzt {{fee}} {{currency}}; Sie erhalten {{netAmount}} {{currency}}.',
};
const translate = (msg: string, params: MessageParams = {}) => (templates[msg] ?? msg).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
const refused = (msg: string, params: MessageParams) => new ApiError('server', 'canonical text', { code: 500, msg, params });

describe('serverProblemText', () => {
  it('writes the amounts of an amount message in the language of the screen', () => {
    expect(serverProblemText(refused('funds.daily_limit_exceeded', { remaining: '187654.5', currency: 'USDT' }), germanLimit, translate)).toBe(
      'Das Tageslimit ist überschritten. Heute verbleiben 187.654,5 USDT.',
    );
    expect(serverProblemText(refused('funds.amount_below_min', { min: '0.0005', currency: 'BTC' }), germanLimit, translate)).toBe(
      'Der Mindestbetrag beträgt 0,0005 BTC',
    );
  });
  it('writes the new fee and net amount of a changed fee in the language of the screen', () => {
    expect(serverProblemText(refused('funds.fee_changed', { fee: '4.5', netAmount: '1095.5', currency: 'USDT' }), germanLimit, translate)).toBe(
      'Die Gebühr beträgt jetzt 4,5 USDT; Sie erhalten 1.095,5 USDT.',
    );
  });
  it('keeps every other failure as it came', () => {
    expect(serverProblemText(refused('funds.address_limit', { max: 20 }), germanLimit, translate)).toBe('canonical text');
    expect(serverProblemText(new ApiError('transport', 'Schnittstellenfehler'), germanLimit, translate)).toBe('Schnittstellenfehler');
    expect(serverProblemText(new Error('x'), germanLimit, translate)).toBeNull();
  });
});

describe('amountProblemText', () => {
  it("gives a recharge's refused amount (today's limit, the fee) in the language of the screen", () => {
    expect(amountProblemText(refused('funds.daily_limit_exceeded', { remaining: '9979.99', currency: 'USD' }), germanLimit, translate)).toBe(
      'Das Tageslimit ist überschritten. Heute verbleiben 9.979,99 USD.',
    );
    expect(amountProblemText(refused('funds.amount_below_fee', { fee: '1.5', currency: 'USDT' }), germanLimit, translate)).toBe(
      'Der Betrag deckt die Gebühr von 1,5 USDT nicht',
    );
  });
  it('leaves every other failure to the request layer', () => {
    expect(amountProblemText(refused('funds.channel_not_found', {}), germanLimit, translate)).toBeNull();
    expect(amountProblemText(new ApiError('transport', 'Schnittstellenfehler'), germanLimit, translate)).toBeNull();
  });
});
