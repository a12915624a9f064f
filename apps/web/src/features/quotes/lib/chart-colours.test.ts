import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALL, FALL_VOLUME, RISE, RISE_VOLUME, withAlpha } from './chart-colours';

const styles = fs.readFileSync(new URL('../../../app/styles.css', import.meta.url), 'utf8');
const cssVar = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(styles)?.[1];

describe('chart colours', () => {
  it('are the app rise and fall colours of the style sheet', () => {
    expect(cssVar('--app-rise')?.toLowerCase()).toBe(RISE);
    expect(cssVar('--app-fall')?.toLowerCase()).toBe(FALL);
  });

  it('draw volume bars in the same colours, translucent', () => {
    expect(RISE_VOLUME).toBe('rgba(8, 127, 91, 0.4)');
    expect(FALL_VOLUME).toBe('rgba(214, 40, 40, 0.4)');
    expect(withAlpha('#FFFFFF', 1)).toBe('rgba(255, 255, 255, 1)');
    expect(() => withAlpha('red', 0.5)).toThrow(/#rrggbb/);
  });
});
