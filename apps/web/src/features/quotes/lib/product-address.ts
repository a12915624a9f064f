/** Route of the trade tab (tab index 2), the quote detail. */
export const QUOTE_DETAIL_PATH = 'pages/quoteDetail/quoteDetail';
/** Route of the chart page. */
export const KLINE_PATH = 'pages/quoteDetail/klinePage';

/**
 * The query parameter that names the product of the quote detail and the chart page
 * (`quoteDetail?code=X%3ABTCUSD`): routes have no path parameters (spec point 2).
 */
export const PRODUCT_CODE_PARAM = 'code';

/**
 * What a product code can look like: the server's codes are letters, digits and a type prefix
 * (`AAPL`, `X:BTCUSD`, `F:ES`, `C:EURUSD`), at most 32 characters; dots, dashes, underscores
 * and slashes leave room for tickers such as `BRK.B`.
 */
const CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9:._/-]{0,31}$/;

/**
 * The product the address names: `undefined` when it names none (the chosen product is
 * shown), `null` when the parameter cannot be a product code (empty, repeated, spaces inside,
 * other characters, too long: treated as a product that does not exist), otherwise the code
 * (trimmed; the server takes it in any case and answers with the product's own).
 */
export function addressedProductCode(params: URLSearchParams): string | null | undefined {
  const values = params.getAll(PRODUCT_CODE_PARAM);
  if (values.length === 0) return undefined;
  // A link pasted with a space around the code still names it.
  const code = values[0]?.trim();
  return values.length === 1 && code !== undefined && CODE_SHAPE.test(code) ? code : null;
}

/** The route (with the leading `/`) of `path` showing the product `code`, the code encoded. */
export function productAddress(path: string, code: string): string {
  return `/${path}?${new URLSearchParams({ [PRODUCT_CODE_PARAM]: code }).toString()}`;
}

/** The query of `params` with the product code set (other parameters kept). */
export function withProductCode(params: URLSearchParams, code: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PRODUCT_CODE_PARAM, code);
  return next;
}
