import { describe, expect, it } from 'vitest';
import { TIME_LABEL_EDGE_BAND, timeLabelFits, timeLabelKey } from './time-labels';

describe('timeLabelFits', () => {
  // "سبتمبر" (about 40 px) on a 336 px axis.
  it('keeps a label that lies wholly inside the axis', () => {
    expect(timeLabelFits(22, 40, 336)).toBe(true);
    expect(timeLabelFits(168, 40, 336)).toBe(true);
    expect(timeLabelFits(314, 40, 336)).toBe(true);
  });

  it('leaves out a label that would be cut at the left or the right edge, or touch it', () => {
    expect(timeLabelFits(21.5, 40, 336)).toBe(false);
    expect(timeLabelFits(2, 40, 336)).toBe(false);
    expect(timeLabelFits(-3, 40, 336)).toBe(false);
    expect(timeLabelFits(314.5, 40, 336)).toBe(false);
    expect(timeLabelFits(340, 40, 336)).toBe(false);
  });
});

describe('timeLabelKey', () => {
  const t = Date.UTC(2026, 8, 1);

  it('is the time for a label well inside the axis', () => {
    expect(timeLabelKey(t, 168, 336)).toBe(t);
    expect(timeLabelKey(t, TIME_LABEL_EDGE_BAND, 336)).toBe(t);
    expect(timeLabelKey(t, 336 - TIME_LABEL_EDGE_BAND, 336)).toBe(t);
    expect(timeLabelKey(t, null, 336)).toBe(t);
  });

  it('changes with every pixel a label moves near an edge, so it is checked again', () => {
    const left = [-5, 0, 1, 2, 20, 99].map((x) => timeLabelKey(t, x, 336));
    const right = [237, 300, 335, 336, 340].map((x) => timeLabelKey(t, x, 336));
    expect(new Set([...left, ...right]).size).toBe(left.length + right.length);
    expect(timeLabelKey(t, 320, 336)).not.toBe(timeLabelKey(t, 320, 330));
  });

  it('never gives one second the key of another', () => {
    for (const x of [-99, -1, 0, 50, 99, 237, 336, 435]) {
      const key = timeLabelKey(t, x, 336);
      expect(key - t).toBeGreaterThanOrEqual(0);
      expect(key - t).toBeLessThan(1000);
    }
  });
});
