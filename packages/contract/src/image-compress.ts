/**
 * Image compression before upload (spec point 5): very large photos are scaled down by 0.8
 * until under 3264 x 2448, then to 800 px wide, and encoded as a base64 JPEG at quality 0.7.
 * The upload sends it as the form field `file`. `compressionPlan` is pure; `compressImage`
 * needs a browser (an `<img>` and a canvas).
 */

export const COMPRESS_WIDTH = 800;
export const COMPRESS_QUALITY = 0.7;
export const COMPRESS_STEP = 0.8;
/** A side at or above these limits triggers the repeated 0.8 scaling. */
export const COMPRESS_LIMIT_WIDTH = 3264;
export const COMPRESS_LIMIT_HEIGHT = 2448;
/** A generated base64 payload shorter than this is treated as a failure. */
export const BASE64_MIN_LENGTH = 10;
/** The multipart field name of an upload. */
export const UPLOAD_FIELD = 'file';

/**
 * Why a compression failed; the app shows the translation of `image.<code>`. Spec point 8
 * gives their meaning: no_image 未接收到图片 (no image received), no_canvas 浏览器不支持canvas
 * (canvas not supported), load_failed 图片文件加载失败 (image file failed to load),
 * base64_failed base64生成失败 (base64 generation failed); compress_failed is the generic
 * 'Compression failed'.
 */
export const IMAGE_COMPRESS_ERROR_CODES = ['no_image', 'no_canvas', 'load_failed', 'base64_failed', 'compress_failed'] as const;
export type ImageCompressErrorCode = (typeof IMAGE_COMPRESS_ERROR_CODES)[number];
export type ImageCompressErrorKey = `image.${ImageCompressErrorCode}`;

export class ImageCompressError extends Error {
  readonly code: ImageCompressErrorCode;
  /** The i18n key of the message to show. */
  readonly key: ImageCompressErrorKey;

  constructor(code: ImageCompressErrorCode, options?: { cause?: unknown }) {
    super(`image.${code}`, options);
    this.name = 'ImageCompressError';
    this.code = code;
    this.key = `image.${code}`;
  }
}

/** Any failure as an ImageCompressError: itself when it is one, else `compress_failed`. */
export function toImageCompressError(e: unknown): ImageCompressError {
  return e instanceof ImageCompressError ? e : new ImageCompressError('compress_failed', { cause: e });
}

export interface CompressionPlan {
  /** Output size in whole pixels, at least 1 x 1. */
  width: number;
  height: number;
  /** How many times the 0.8 scaling was applied. */
  steps: number;
}

/**
 * The output size for a source image of `width` x `height` pixels: while the width is at
 * least 3264 or the height at least 2448, both are multiplied by 0.8; then, when the width is
 * above 800, the image is scaled to 800 wide keeping its aspect ratio. Sizes are rounded to
 * whole pixels only at the end. Images 800 wide or less keep their size.
 * Throws a RangeError for a size that is not a positive finite number.
 */
export function compressionPlan(width: number, height: number): CompressionPlan {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0)) {
    throw new RangeError(`Bad image size ${width} x ${height}`);
  }
  let w = width;
  let h = height;
  let steps = 0;
  while (w >= COMPRESS_LIMIT_WIDTH || h >= COMPRESS_LIMIT_HEIGHT) {
    w *= COMPRESS_STEP;
    h *= COMPRESS_STEP;
    steps++;
  }
  if (w > COMPRESS_WIDTH) {
    h = (h * COMPRESS_WIDTH) / w;
    w = COMPRESS_WIDTH;
  }
  return { width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(h)), steps };
}

/*
 * The few browser objects used, typed here so that the server, which compiles without the
 * DOM library, can import this package; they are read from globalThis at call time.
 */
interface ImageLike {
  naturalWidth: number;
  naturalHeight: number;
  onload: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  src: string;
}
interface CanvasContextLike {
  fillStyle: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: ImageLike, x: number, y: number, w: number, h: number): void;
}
interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): CanvasContextLike | null;
  toDataURL(type: string, quality: number): string;
}
interface BrowserGlobals {
  document?: { createElement(tag: 'canvas'): CanvasLike };
  Image?: new () => ImageLike;
}
const browser = globalThis as BrowserGlobals;

function loadImage(file: Blob): Promise<ImageLike> {
  return new Promise((resolve, reject) => {
    if (!browser.Image) {
      reject(new ImageCompressError('load_failed'));
      return;
    }
    const url = URL.createObjectURL(file);
    const img = new browser.Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      if (img.naturalWidth > 0 && img.naturalHeight > 0) resolve(img);
      else reject(new ImageCompressError('load_failed'));
    };
    img.onerror = (event) => {
      URL.revokeObjectURL(url);
      reject(new ImageCompressError('load_failed', { cause: event }));
    };
    img.src = url;
  });
}

/**
 * Compresses an image file in the browser and resolves with a `data:image/jpeg;base64,...`
 * URL. Rejects with an ImageCompressError: `no_image` for a missing or empty file,
 * `no_canvas` without a 2D canvas, `load_failed` when the browser cannot decode the file,
 * `base64_failed` when the encoded payload is shorter than 10 characters, and
 * `compress_failed` for anything else. Transparent areas become white (JPEG has no alpha).
 */
export async function compressImage(file: Blob | null | undefined): Promise<string> {
  if (!file || file.size === 0) throw new ImageCompressError('no_image');
  const canvas = browser.document?.createElement('canvas') ?? null;
  const context = canvas?.getContext('2d') ?? null;
  if (!canvas || !context) throw new ImageCompressError('no_canvas');
  const img = await loadImage(file);
  let dataUrl: string;
  try {
    const plan = compressionPlan(img.naturalWidth, img.naturalHeight);
    canvas.width = plan.width;
    canvas.height = plan.height;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, plan.width, plan.height);
    context.drawImage(img, 0, 0, plan.width, plan.height);
    dataUrl = canvas.toDataURL('image/jpeg', COMPRESS_QUALITY);
  } catch (e) {
    throw toImageCompressError(e);
  }
  const comma = dataUrl.indexOf(',');
  if (comma === -1 || dataUrl.length - comma - 1 < BASE64_MIN_LENGTH) throw new ImageCompressError('base64_failed');
  return dataUrl;
}

/**
 * The bytes of a `data:` URL as a Blob with its media type, for uploading. Handles base64
 * and percent-encoded payloads; throws a TypeError for anything that is not a data URL.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const m = /^data:([^,;]*)((?:;[^,;]*)*?)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m) throw new TypeError('Not a data URL');
  const type = m[1] || 'text/plain';
  const payload = m[4] ?? '';
  let bytes: Uint8Array<ArrayBuffer>;
  if (m[3]) {
    let binary: string;
    try {
      binary = atob(payload);
    } catch (e) {
      throw new TypeError('Bad base64 payload', { cause: e });
    }
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  } else {
    bytes = new TextEncoder().encode(decodeURIComponent(payload));
  }
  return new Blob([bytes], { type });
}

/** A multipart body carrying the image as the field `file`. */
export function imageUploadForm(image: Blob | string, filename = 'image.jpg'): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, typeof image === 'string' ? dataUrlToBlob(image) : image, filename);
  return form;
}
