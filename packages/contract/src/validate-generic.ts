/**
 * The generic validators of spec point 5 (URL, dates, number, digits, car plate, Chinese,
 * letters, empty check, JSON string, landline, image and video file extension). Pure, never
 * throwing; a value that is neither a string nor a finite number is invalid. Nothing is
 * trimmed. Re-exported by `validate.ts`.
 */

/** The text of a form value: strings as they are, finite numbers as decimal text. */
export function asText(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function test(re: RegExp, v: unknown): boolean {
  const s = asText(v);
  return s !== null && re.test(s);
}

/** True when year-month-day names a day of the proleptic Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

function isClockTime(h: string | undefined, m: string | undefined, s: string | undefined): boolean {
  if (h === undefined) return true;
  return Number(h) <= 23 && Number(m) <= 59 && (s === undefined || Number(s) <= 59);
}

/**
 * An absolute http or https URL with a host that is `localhost`, an IPv4 or IPv6 address, or
 * a dotted name ending in a label of two or more letters. No whitespace anywhere.
 */
export function isUrl(v: unknown): boolean {
  const s = asText(v);
  if (s === null || /\s/.test(s) || !/^https?:\/\/[^/?#]/i.test(s)) return false;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    host === 'localhost' ||
    /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) ||
    host.startsWith('[') ||
    /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(host)
  );
}

/**
 * A calendar date as people type it: year, month and day separated by the same one of
 * `-`, `/` or `.` (month and day may have one digit), optionally followed by a space or `T`
 * and `HH:mm` or `HH:mm:ss`. The date must exist (`2023-02-29` fails).
 */
export function isDate(v: unknown): boolean {
  const s = asText(v);
  const m = s === null ? null : /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (!m) return false;
  return isCalendarDate(Number(m[1]), Number(m[3]), Number(m[4])) && isClockTime(m[5], m[6], m[7]);
}

/**
 * An ISO 8601 date `YYYY-MM-DD`, optionally with `THH:mm`, seconds, fraction of a second and
 * a zone (`Z`, `+08:00`, `+0800`). The date must exist.
 */
export function isIsoDate(v: unknown): boolean {
  const s = asText(v);
  const m =
    s === null
      ? null
      : /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/.exec(s);
  if (!m) return false;
  if (m[7] !== undefined && (Number(m[7]) > 23 || Number(m[8]) > 59)) return false;
  return isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) && isClockTime(m[4], m[5], m[6]);
}

/** A decimal number: optional sign, digits with an optional fraction, or `.5`. No exponent. */
export function isNumber(v: unknown): boolean {
  return test(/^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/, v);
}

/** One or more ASCII digits only. */
export function isDigits(v: unknown): boolean {
  return test(/^\d+$/, v);
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE_CHAR = 'A-HJ-NP-Z0-9'; // plates never use I or O
const PLATE_RE = new RegExp(
  `^[${PROVINCES}][A-Z]·?(?:` +
    `[${PLATE_CHAR}]{4}[${PLATE_CHAR}挂学警港澳]` + // regular blue and yellow plates
    `|[A-HJK][${PLATE_CHAR}]\\d{4}` + // new-energy small car (green)
    `|\\d{5}[DF]` + // new-energy large vehicle
    `)$`,
);

/**
 * A mainland Chinese licence plate: province character, issuing letter, an optional `·`,
 * then five characters (regular plate, the last may be 挂 学 警 港 澳) or six (new-energy
 * plate). Letters may be typed in lowercase.
 */
export function isCarPlate(v: unknown): boolean {
  const s = asText(v);
  return s !== null && PLATE_RE.test(s.toUpperCase());
}

/** One or more Chinese (Han) characters only. */
export function isChinese(v: unknown): boolean {
  return test(/^\p{Script=Han}+$/u, v);
}

/** One or more ASCII letters only. */
export function isLetters(v: unknown): boolean {
  return test(/^[A-Za-z]+$/, v);
}

/** One or more ASCII letters or digits only. */
export function isLettersOrDigits(v: unknown): boolean {
  return test(/^[A-Za-z0-9]+$/, v);
}

/**
 * True for values a form treats as "nothing entered": undefined, null, NaN, a string of only
 * whitespace, an empty array, Map or Set, and an object with no own enumerable keys.
 * `0` and `false` are values (PositionType 0 is "fast"), so they are not empty.
 */
export function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number') return Number.isNaN(v);
  if (Array.isArray(v)) return v.length === 0;
  if (v instanceof Map || v instanceof Set) return v.size === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

/** A string holding a JSON object or array (a bare JSON number or string does not count). */
export function isJsonString(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/**
 * A mainland landline: area code of 3 or 4 digits starting with 0, an optional `-`, a local
 * number of 7 or 8 digits starting with 2-9, and an optional `-` extension of 1 to 6 digits
 * (`010-88886666`, `0755-2888666`, `02188886666-123`).
 */
export function isLandline(v: unknown): boolean {
  return test(/^0\d{2,3}-?[2-9]\d{6,7}(?:-\d{1,6})?$/, v);
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'heic', 'heif', 'avif', 'jfif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'wmv', 'flv', 'mpg', 'mpeg', '3gp', 'm3u8'] as const;

/** The lowercased extension of a file name or URL path (query and fragment ignored), or ''. */
export function fileExtension(name: string): string {
  const path = name.replace(/[?#].*$/s, '');
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file name or URL whose extension is a raster image format. SVG is left out on purpose:
 * it can carry script, and uploads are photos. This checks the name only; the server checks
 * the bytes of anything uploaded.
 */
export function isImageFile(v: unknown): boolean {
  return typeof v === 'string' && (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(v));
}

/** A file name or URL whose extension is a video format (or an HLS playlist). */
export function isVideoFile(v: unknown): boolean {
  return typeof v === 'string' && (VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(v));
}
