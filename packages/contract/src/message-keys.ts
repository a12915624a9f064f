/**
 * Every i18n key the helpers of this package return, so the app's locale check can require a
 * translation of each in all 19 locales. English meaning beside each key.
 */
import { CHART_DURATION_LABEL, EX_TYPE_LABEL, POSITION_TYPE_LABEL, PRODUCT_TYPE_LABEL } from './products.ts';

export const HELPER_MESSAGES = {
  'validate.password_min': 'At least 8 characters',
  'validate.password_too_long': 'At most 128 characters',
  'validate.password_letter': 'Must include a letter',
  'validate.password_chars': 'Only letters and digits',
  'amount.invalid': 'Enter a valid amount',
  'amount.too_many_decimals': 'At most {decimals} decimal places',
  'amount.too_large': 'The amount may not exceed {max}',
  'amount.not_positive': 'The amount must be greater than zero',
  'number.unsafe_precision': 'The value exceeds safe precision; the result may be wrong',
  'time.just_now': 'just now',
  'time.minutes_ago': '{count} minutes ago',
  'time.hours_ago': '{count} hours ago',
  'time.days_ago': '{count} days ago',
  'time.months_ago': '{count} months ago',
  'time.years_ago': '{count} years ago',
  'time.date': '{date}',
  'image.no_image': 'No image received',
  'image.no_canvas': 'This browser does not support canvas',
  'image.load_failed': 'The image file failed to load',
  'image.base64_failed': 'Base64 generation failed',
  'image.compress_failed': 'Compression failed',
} as const;

export type HelperMessageKey = keyof typeof HELPER_MESSAGES;

/** All keys above plus the label keys of the product enums. */
export const CONTRACT_MESSAGE_KEYS: string[] = [
  ...Object.keys(HELPER_MESSAGES),
  ...Object.values(PRODUCT_TYPE_LABEL),
  ...Object.values(POSITION_TYPE_LABEL),
  ...Object.values(EX_TYPE_LABEL),
  ...Object.values(CHART_DURATION_LABEL),
];
