import { memo } from 'react';

/** The product's badge, shipped with the app (`product-icons/<file>.png`), so it shows offline. A raster image: the browser decodes it off the main thread (an SVG image would be parsed and painted on it each time a row shows a new one). */
export const ProductIcon = memo(function ProductIcon({ src, size = 36 }: { src: string; size?: number }) {
  return <img className="product-icon" src={src} width={size} height={size} alt="" decoding="async" />;
});
