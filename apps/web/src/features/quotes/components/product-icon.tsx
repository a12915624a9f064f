import { memo } from 'react';

/** The product's badge, shipped with the app (`product-icons/<file>.svg`), so it shows offline. Rows exist only near the screen, so the icon loads at once. */
export const ProductIcon = memo(function ProductIcon({ src, size = 36 }: { src: string; size?: number }) {
  return <img className="product-icon" src={src} width={size} height={size} alt="" decoding="async" />;
});
