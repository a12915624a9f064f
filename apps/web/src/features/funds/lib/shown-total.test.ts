import { addMoney, compareMoney, truncate } from '@app/contract/money';
import { describe, expect, it } from 'vitest';
import { shownTotal } from './shown-total';

describe('shownTotal', () => {
  it('is the sum of the figures the rows show, not the exact total cut', () => {
    // USDT 1,000.00 and USD 33.33 held, BTC and ETH valued a fraction of a cent over their figures.
    const panel = {
      userBalanceConvert: '17008.11046871',
      holdings: [
        { currencyId: 1, amount: '0.12345678', usdtValue: '11898.33606137' },
        { currencyId: 2, amount: '1.23456789', usdtValue: '4076.44440734' },
        { currencyId: 7, amount: '0', usdtValue: '0' },
      ],
    };
    const rows = ['1000.00', '33.33', truncate('11898.33606137', 2), truncate('4076.44440734', 2)].reduce((a, b) => addMoney(a, b));
    expect(compareMoney(shownTotal(panel, 2), '17008.10')).toBe(0);
    expect(compareMoney(shownTotal(panel, 2), rows)).toBe(0);
    expect(truncate(panel.userBalanceConvert, 2)).toBe('17008.11');
  });

  it('is the exact total cut when no coin has a value', () => {
    expect(compareMoney(shownTotal({ userBalanceConvert: '1033.339', holdings: [{ currencyId: 1, amount: '0.5', usdtValue: null }] }, 2), '1033.33')).toBe(0);
    expect(compareMoney(shownTotal({ userBalanceConvert: '1033.339' }, 4), '1033.339')).toBe(0);
  });
});
