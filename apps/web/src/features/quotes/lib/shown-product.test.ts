import { describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import type { ChosenProduct } from '../stores/current-product';
import { shownProduct, type ShownProductInputs } from './shown-product';

const product = (productCode: string) => ({ productCode, productId: productCode.length, productType: 2 }) as unknown as Product;
const chosen = (p: ChosenProduct | null, more: Partial<ShownProductInputs['chosen']> = {}) => ({ product: p, loading: false, failed: false, ...more });
const detail = (more: Partial<ShownProductInputs['detail']> = {}) => ({ product: undefined, gone: false, failed: false, ...more });

const BTC = product('X:BTCUSD');
const ETH = product('X:ETHUSD');

describe('the product shown by the quote detail and the chart', () => {
  describe('without a product in the address (the tab bar\'s trade tab)', () => {
    it('shows the chosen product at once, before its detail arrives', () => {
      expect(shownProduct({ addressed: undefined, chosen: chosen(BTC), detail: detail() })).toEqual({ state: 'product', product: BTC });
    });

    it('says loading, failed or none while no product is chosen', () => {
      expect(shownProduct({ addressed: undefined, chosen: chosen(null, { loading: true }), detail: detail() }).state).toBe('loading');
      expect(shownProduct({ addressed: undefined, chosen: chosen(null, { failed: true }), detail: detail() }).state).toBe('failed');
      expect(shownProduct({ addressed: undefined, chosen: chosen(null), detail: detail() }).state).toBe('none');
    });

    it('says the chosen product is gone without naming a code', () => {
      expect(shownProduct({ addressed: undefined, chosen: chosen(BTC), detail: detail({ gone: true }) })).toEqual({ state: 'gone', code: null });
    });
  });

  describe('with a product in the address', () => {
    it('shows the address\'s product once loaded, whatever was chosen before', () => {
      expect(shownProduct({ addressed: 'X:ETHUSD', chosen: chosen(BTC), detail: detail({ product: ETH }) })).toEqual({ state: 'product', product: ETH });
    });

    it('loads instead of showing another chosen product', () => {
      expect(shownProduct({ addressed: 'X:ETHUSD', chosen: chosen(BTC), detail: detail() }).state).toBe('loading');
      expect(shownProduct({ addressed: 'X:ETHUSD', chosen: chosen(null), detail: detail() }).state).toBe('loading');
    });

    it('shows the chosen product at once when it is the address\'s, even when its detail failed', () => {
      expect(shownProduct({ addressed: 'X:BTCUSD', chosen: chosen(BTC), detail: detail() })).toEqual({ state: 'product', product: BTC });
      expect(shownProduct({ addressed: 'X:BTCUSD', chosen: chosen(BTC), detail: detail({ failed: true }) })).toEqual({ state: 'product', product: BTC });
    });

    it('offers a retry when the product could not be loaded', () => {
      expect(shownProduct({ addressed: 'X:ETHUSD', chosen: chosen(BTC), detail: detail({ failed: true }) }).state).toBe('failed');
    });

    it('names an unknown code as gone, even when it was the chosen product', () => {
      expect(shownProduct({ addressed: 'X:NOPEUSD', chosen: chosen(BTC), detail: detail({ gone: true }) })).toEqual({ state: 'gone', code: 'X:NOPEUSD' });
      expect(shownProduct({ addressed: 'X:BTCUSD', chosen: chosen(BTC), detail: detail({ gone: true }) })).toEqual({ state: 'gone', code: 'X:BTCUSD' });
      expect(shownProduct({ addressed: 'X:NOPEUSD', chosen: chosen(null), detail: detail({ product: null }) }).state).toBe('gone');
    });

    it('takes a malformed parameter as a product that does not exist, never the chosen one', () => {
      expect(shownProduct({ addressed: null, chosen: chosen(BTC), detail: detail() })).toEqual({ state: 'gone', code: null });
      // Named as typed (not "no longer available": it never was), without invisible characters.
      expect(shownProduct({ addressed: null, asked: 'bad code', chosen: chosen(BTC), detail: detail() })).toEqual({ state: 'gone', code: 'bad code' });
      expect(shownProduct({ addressed: null, asked: 'x\u202e\u0000y', chosen: chosen(BTC), detail: detail() })).toEqual({ state: 'gone', code: 'xy' });
      expect(shownProduct({ addressed: null, asked: 'A'.repeat(80), chosen: chosen(BTC), detail: detail() })).toEqual({ state: 'gone', code: 'A'.repeat(32) });
      expect(shownProduct({ addressed: null, asked: ' ', chosen: chosen(BTC), detail: detail() })).toEqual({ state: 'gone', code: null });
    });
  });
});
