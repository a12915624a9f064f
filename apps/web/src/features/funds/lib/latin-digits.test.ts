import { describe, expect, it } from 'vitest';
import { latinDigits, payPasswordDigits } from './latin-digits';

describe('latinDigits', () => {
  it('reads the digits of Arabic, Persian, Hindi, Thai and full-width keypads', () => {
    expect(latinDigits('١٢٣٤٥٦٧٨٩٠')).toBe('1234567890');
    expect(latinDigits('۱۵۰')).toBe('150');
    expect(latinDigits('१२५')).toBe('125');
    expect(latinDigits('๑๒๕')).toBe('125');
    expect(latinDigits('１２５')).toBe('125');
  });
  it('takes the Arabic decimal separator and the full-width point as a decimal point', () => {
    expect(latinDigits('١٢٫٥')).toBe('12.5');
    expect(latinDigits('１２．５')).toBe('12.5');
    expect(latinDigits('１２，５')).toBe('12,5');
  });
  it('leaves Latin text and the Arabic thousands separator as they are', () => {
    expect(latinDigits(' 12.5 USDT ')).toBe(' 12.5 USDT ');
    expect(latinDigits('١٬٠٠٠')).toBe('1٬000');
  });
});

describe('payPasswordDigits', () => {
  it('keeps six digits typed on an Arabic or full-width keypad instead of dropping them', () => {
    expect(payPasswordDigits('١٣٥٧٩٠')).toBe('135790');
    expect(payPasswordDigits('１３５７９０')).toBe('135790');
    expect(payPasswordDigits('13 57-90 12')).toBe('135790');
  });
});
