import { PRODUCT_TYPE } from '@app/contract';
import type { CatalogueEntry } from './catalogue/index.ts';

/**
 * The icon of a product, shipped with the app (apps/web/public/product-icons/, written by
 * `npx tsx apps/server/src/modules/quotes/write-product-icons.ts`): a round badge in the
 * product's colour with its symbol; forex pairs show both currencies.
 */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const FONT = 'font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle"';

export function productIconSvg(e: CatalogueEntry): string {
  const ink = luminance(e.color) > 0.45 ? '#1a1a1a' : '#ffffff';
  let text: string;
  if (e.type === PRODUCT_TYPE.FOREX) {
    const [base, quote] = e.symbol.split('/');
    text = `<text x="32" y="29" font-size="15" ${FONT} fill="${ink}">${base}</text>`
      + `<text x="32" y="46" font-size="13" ${FONT} fill="${ink}" opacity="0.8">${quote}</text>`;
  } else {
    const label = e.symbol.slice(0, 5);
    const size = [0, 28, 26, 22, 17, 14][label.length] ?? 14;
    text = `<text x="32" y="32" dy="0.35em" font-size="${size}" ${FONT} fill="${ink}">${label}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${e.symbol}">`
    + `<circle cx="32" cy="32" r="32" fill="${e.color}"/>${text}</svg>\n`;
}
