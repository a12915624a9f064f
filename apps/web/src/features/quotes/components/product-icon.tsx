import { memo } from 'react';

/**
 * The product's badge, shipped with the app (`product-icons/<file>.png`), so it shows offline. A raster image: the browser decodes it off the main thread (an SVG image would be parsed and painted on it each time a row shows a new one).
 *
 * Keyed by its file: a row of a virtual list that passes to another product gets a new, empty
 * image (its round placeholder) until that product's file has loaded. Changing the `src` of the
 * same element would keep painting the previous product's icon while the new file loads.
 */
export const ProductIcon = memo(function ProductIcon({ src, size = 36 }: { src: string; size?: number }) {
  return <img key={src} className="product-icon" src={src} width={size} height={size} alt="" decoding="async" />;
});
