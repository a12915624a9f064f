import { describe, expect, it } from 'vitest';
import { monthLabelFormat } from './month-label';

const september = Date.UTC(2026, 8, 15);

describe('chart month labels', () => {
  it('name the month in the language the browser has data for', () => {
    expect(monthLabelFormat('ru', 'UTC', () => true).format(september)).toBe('сент.');
    expect(monthLabelFormat('en', 'UTC', () => true).format(september)).toBe('Sep');
  });

  it('write the month in digits where the language borrows another language’s dates', () => {
    const noBelarusian = (t: string) => !t.startsWith('be');
    expect(monthLabelFormat('be', 'UTC', noBelarusian).format(september)).toBe('09.2026');
  });
});
