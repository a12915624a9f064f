import { describe, expect, it } from 'vitest';
import { addressedProductCode, KLINE_PATH, productAddress, QUOTE_DETAIL_PATH, withProductCode } from './product-address';

const code = (query: string) => addressedProductCode(new URLSearchParams(query));

describe('the product in the address of the quote detail and the chart', () => {
  it('puts the code in the query, encoded, and reads it back', () => {
    const to = productAddress(QUOTE_DETAIL_PATH, 'X:BTCUSD');
    expect(to).toBe('/pages/quoteDetail/quoteDetail?code=X%3ABTCUSD');
    expect(productAddress(KLINE_PATH, 'C:EURUSD')).toBe('/pages/quoteDetail/klinePage?code=C%3AEURUSD');
    expect(code(to.split('?')[1] ?? '')).toBe('X:BTCUSD');
    for (const c of ['AAPL', 'F:ES', 'BRK.B', 'a'.repeat(32)]) expect(code(productAddress(QUOTE_DETAIL_PATH, c).split('?')[1] ?? '')).toBe(c);
  });

  it('reads a code typed without encoding', () => {
    expect(code('code=X:BTCUSD')).toBe('X:BTCUSD');
  });

  it('reads a code pasted with spaces around it', () => {
    expect(code('code=%20AAPL')).toBe('AAPL');
    expect(code('code=AAPL%20')).toBe('AAPL');
    expect(code('code=aapl')).toBe('aapl');
  });

  it('names no product without the parameter', () => {
    expect(code('')).toBeUndefined();
    expect(code('tab=2')).toBeUndefined();
  });

  it('takes a parameter that cannot be a product code as malformed, never throwing', () => {
    for (const query of ['code=', 'code', 'code=%20', 'code=AA%20PL', 'code=%E0%A4%A', 'code=%', 'code=%00', 'code=<b>', 'code=比特币', `code=${'A'.repeat(33)}`, 'code=AAPL&code=MSFT', 'code=:BTC']) {
      expect(code(query), query).toBeNull();
    }
  });

  it('sets the code and keeps the other parameters', () => {
    expect(withProductCode(new URLSearchParams('a=1&code=OLD'), 'X:ETHUSD').toString()).toBe('a=1&code=X%3AETHUSD');
  });
});
