import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGE_KEYS, HELPER_MESSAGES } from './message-keys.ts';
import { PASSWORD_MESSAGES } from './validate.ts';
import { IMAGE_COMPRESS_ERROR_CODES } from './image-compress.ts';
import { UNSAFE_NUMBER_WARNING } from './format.ts';
import { parseAmount } from './money.ts';
import { relativeTime } from './relative-time.ts';

describe('message keys returned by the helpers', () => {
  it('lists every key the helpers can return, once, with an English meaning', () => {
    const expected = [
      ...Object.values(PASSWORD_MESSAGES),
      ...IMAGE_COMPRESS_ERROR_CODES.map((c) => `image.${c}`),
      UNSAFE_NUMBER_WARNING,
    ];
    for (const input of ['x', '1.0000000000000000001', `1${'0'.repeat(30)}`, '0']) {
      const result = parseAmount(input);
      if (!result.ok) expected.push(result.key);
    }
    const now = Date.UTC(2024, 0, 1);
    for (const age of [0, 600, 7200, 2 * 86400, 60 * 86400, 800 * 86400]) {
      expected.push(relativeTime(now - age * 1000, now)!.key);
    }
    expected.push(relativeTime(0, now, { dateAfterSeconds: 1 })!.key);
    expect(new Set(expected).size).toBe(21);
    for (const key of expected) expect(HELPER_MESSAGES).toHaveProperty([key]);
    expect(new Set(CONTRACT_MESSAGE_KEYS).size).toBe(CONTRACT_MESSAGE_KEYS.length);
    for (const text of Object.values(HELPER_MESSAGES)) expect(text.trim()).not.toBe('');
  });
});
