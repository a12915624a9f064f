/**
 * Product and trading enums of spec point 3, with the wire values the API uses and the
 * i18n key that labels each value in the app.
 */

function valuesOf<T extends Record<string, number>>(map: T): T[keyof T][] {
  return Object.values(map) as T[keyof T][];
}

/** Market a product belongs to (`productType`). */
export const PRODUCT_TYPE = { US_STOCK: 1, CRYPTO: 2, FUTURES: 3, FOREX: 4 } as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];
export const PRODUCT_TYPES: ProductType[] = valuesOf(PRODUCT_TYPE);
export const PRODUCT_TYPE_LABEL: Record<ProductType, string> = {
  1: 'product_type.us_stock',
  2: 'product_type.crypto',
  3: 'product_type.futures',
  4: 'product_type.forex',
};
export function isProductType(v: unknown): v is ProductType {
  return PRODUCT_TYPES.includes(v as ProductType);
}

/** Trading mode (`PositionType`). */
export const POSITION_TYPE = { FAST: 0, CONTRACT: 1, SPOT: 2, COIN_TO_COIN: 3 } as const;
export type PositionType = (typeof POSITION_TYPE)[keyof typeof POSITION_TYPE];
export const POSITION_TYPES: PositionType[] = valuesOf(POSITION_TYPE);
export const POSITION_TYPE_LABEL: Record<PositionType, string> = {
  0: 'position_type.fast',
  1: 'position_type.contract',
  2: 'position_type.spot',
  3: 'position_type.coin_to_coin',
};
export function isPositionType(v: unknown): v is PositionType {
  return POSITION_TYPES.includes(v as PositionType);
}

/** Trade side (`exType`) of an order and of a fee setting row. */
export const EX_TYPE = { BUY: 1, SELL: 2 } as const;
export type ExType = (typeof EX_TYPE)[keyof typeof EX_TYPE];
export const EX_TYPES: ExType[] = valuesOf(EX_TYPE);
export const EX_TYPE_LABEL: Record<ExType, string> = {
  1: 'ex_type.buy',
  2: 'ex_type.sell',
};
export function isExType(v: unknown): v is ExType {
  return EX_TYPES.includes(v as ExType);
}

/** K-line durations in seconds, keyed by the spec's labels (s, M, H, D). */
export const CHART_DURATION = { s: 1, M: 60, H: 3600, D: 86400 } as const;
export type ChartDurationLabel = keyof typeof CHART_DURATION;
export type ChartDuration = (typeof CHART_DURATION)[ChartDurationLabel];
export const CHART_DURATIONS: ChartDuration[] = valuesOf(CHART_DURATION);
export const CHART_DURATION_LABEL: Record<ChartDuration, string> = {
  1: 'chart.duration_second',
  60: 'chart.duration_minute',
  3600: 'chart.duration_hour',
  86400: 'chart.duration_day',
};
export function isChartDuration(v: unknown): v is ChartDuration {
  return CHART_DURATIONS.includes(v as ChartDuration);
}
