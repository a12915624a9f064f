import { memo, type CSSProperties } from 'react';

/** A URL as a CSS `url("...")` value: quotes, backslashes and line breaks escaped. */
export function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * The product's badge, shipped with the app (`product-icons/<file>.png`), so it shows offline.
 * A raster image: the browser decodes it off the main thread (an SVG image would be parsed
 * and painted on it each time a row shows a new one).
 *
 * Drawn as the background of a round placeholder, not as an image element: a row of a virtual
 * list that passes to another product changes one style property, and until the new file has
 * loaded the placeholder shows, never the previous product's icon. (An image element would
 * have to be created anew for that, and creating one, with its `src` set twice by React, was
 * a quarter of the script of a frame in which rows change product.) Decorative: the row names
 * the product.
 */
export const ProductIcon = memo(function ProductIcon({ src, size = 36 }: { src: string | undefined; size?: number }) {
  // A product without a file shows the placeholder.
  const style: CSSProperties = src ? { backgroundImage: cssUrl(src) } : {};
  if (size !== 36) {
    style.inlineSize = size;
    style.blockSize = size;
  }
  return <span className="product-icon" style={style} aria-hidden="true" />;
});
