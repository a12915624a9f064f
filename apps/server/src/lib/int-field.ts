import { z } from 'zod';

const DIGITS = /^[0-9]{1,16}$/;

/**
 * A whole number from a query string, a form or JSON: a JSON number that is a whole number,
 * or a string of ASCII digits only (`"12"`). Anything else is refused rather than converted:
 * `"1e3"`, `"0x10"`, `" 1"`, `"1.0"`, `true`, `[1]` or a repeated query parameter are not
 * numbers a client meant to send. A missing value answers `error.field_required`, a wrong one
 * `error.field_invalid` (plugins/errors.ts).
 */
export function intField(min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess((v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v), z.number().int().min(min).max(max));
}
