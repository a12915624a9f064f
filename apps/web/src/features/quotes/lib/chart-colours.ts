/**
 * The K-line chart's rise and fall colours. The chart draws on a canvas and cannot use the
 * style sheet's custom properties, so it holds the same values as `--app-rise` and
 * `--app-fall` in `app/styles.css` (a unit test keeps them equal): candles at 5:1 against the
 * white chart, volume bars in the same colours at 40 %.
 */
export const RISE = '#087f5b';
export const FALL = '#d62828';

/** `#rrggbb` as `rgba(r, g, b, alpha)`. */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export const RISE_VOLUME = withAlpha(RISE, 0.4);
export const FALL_VOLUME = withAlpha(FALL, 0.4);
