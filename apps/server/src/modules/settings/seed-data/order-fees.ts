/**
 * Fee rates (fraction of the order value) per product type, trading mode and side.
 * Product types: 1 US stock, 2 crypto, 3 futures, 4 forex. Modes: 0 fast, 1 contract,
 * 2 spot, 3 coin-to-coin. Sides (exType): 1 buy, 2 sell. US stock sells carry the
 * regulatory transaction fee on top of the commission.
 */
const PRODUCT = { 1: 'US stock', 2: 'Crypto', 3: 'Futures', 4: 'Forex' } as const;
const MODE = { 0: 'fast', 1: 'contract', 2: 'spot', 3: 'coin-to-coin' } as const;
const SIDE = { 1: 'buy', 2: 'sell' } as const;

/** [buy, sell] per product type and mode. */
const RATES: Record<1 | 2 | 3 | 4, Record<0 | 1 | 2 | 3, [string, string]>> = {
  1: { 0: ['0.001', '0.001'], 1: ['0.0005', '0.0005'], 2: ['0.001', '0.00128'], 3: ['0.001', '0.00128'] },
  2: { 0: ['0.001', '0.001'], 1: ['0.0004', '0.0004'], 2: ['0.001', '0.001'], 3: ['0.001', '0.001'] },
  3: { 0: ['0.001', '0.001'], 1: ['0.0003', '0.0003'], 2: ['0.0005', '0.0005'], 3: ['0.0005', '0.0005'] },
  4: { 0: ['0.001', '0.001'], 1: ['0.0002', '0.0002'], 2: ['0.0003', '0.0003'], 3: ['0.0003', '0.0003'] },
};

export interface OrderFeeDefault {
  productType: 1 | 2 | 3 | 4;
  positionType: 0 | 1 | 2 | 3;
  exType: 1 | 2;
  feeRate: string;
  remark: string;
}

export const ORDER_FEE_DEFAULTS: OrderFeeDefault[] = ([1, 2, 3, 4] as const).flatMap((productType) =>
  ([0, 1, 2, 3] as const).flatMap((positionType) =>
    ([1, 2] as const).map((exType) => ({
      productType,
      positionType,
      exType,
      feeRate: RATES[productType][positionType][exType - 1] as string,
      remark: `${PRODUCT[productType]} ${MODE[positionType]} ${SIDE[exType]}`,
    })),
  ),
);
