import { describe, expect, it } from 'vitest';
import {
  compressImage,
  compressionPlan,
  dataUrlToBlob,
  ImageCompressError,
  imageUploadForm,
  toImageCompressError,
} from './image-compress.ts';

describe('compressionPlan: scale by 0.8 while width >= 3264 or height >= 2448, then to width 800', () => {
  it.each([
    // width, height -> width, height, 0.8 steps
    [640, 480, 640, 480, 0], // small images keep their size
    [800, 600, 800, 600, 0],
    [1920, 1080, 800, 450, 0],
    [3263, 2447, 800, 600, 0], // just under both limits: no 0.8 step (2447 * 800 / 3263 = 599.94)
    [4000, 3000, 800, 600, 1], // 3200 x 2400 after one step
    [3264, 100, 800, 25, 1], // width at the limit: 2611.2 x 80, then 800 x 24.51
    [100, 2448, 80, 1958, 1], // height at the limit: 80 x 1958.4, already narrower than 800
    [100, 5000, 41, 2048, 4], // 80x4000, 64x3200, 51.2x2560, 40.96x2048
    [3000, 4000, 800, 1067, 3], // portrait photo: 1536 x 2048, then 800 x 1066.67
    [6000, 4000, 800, 533, 3], // 4800x3200, 3840x2560, 3072x2048, then 800 x 533.33
    [12000, 9000, 800, 600, 6], // 3145.728 x 2359.296 after six steps
    [1, 1, 1, 1, 0],
    [801, 1, 800, 1, 0], // never below 1 pixel
  ])('%i x %i -> %i x %i after %i steps', (w, h, width, height, steps) => {
    expect(compressionPlan(w, h)).toEqual({ width, height, steps });
  });

  it.each([
    [0, 100],
    [100, 0],
    [-1, 100],
    [Number.NaN, 100],
    [100, Number.POSITIVE_INFINITY],
  ])('refuses %j x %j', (w, h) => {
    expect(() => compressionPlan(w, h)).toThrow(RangeError);
  });
});

describe('compression errors carry a code and an i18n key', () => {
  it.each([[null], [undefined], [new Blob([])]])('compressImage(%j) rejects with no_image', async (file) => {
    const error = await compressImage(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageCompressError);
    expect(error).toMatchObject({ code: 'no_image', key: 'image.no_image' });
  });

  it('maps any other failure to the generic "Compression failed"', () => {
    const cause = new Error('canvas exploded');
    const mapped = toImageCompressError(cause);
    expect(mapped).toMatchObject({ code: 'compress_failed', key: 'image.compress_failed', cause });
    const own = new ImageCompressError('base64_failed');
    expect(toImageCompressError(own)).toBe(own);
  });
});

describe('dataUrlToBlob and the upload form', () => {
  it('decodes a base64 JPEG data URL to its bytes and type', async () => {
    const blob = dataUrlToBlob('data:image/jpeg;base64,/9j/4A==');
    expect(blob.type).toBe('image/jpeg');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });

  it('decodes a percent-encoded data URL', async () => {
    const blob = dataUrlToBlob('data:text/plain;charset=utf-8,hello%20world');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('hello world');
  });

  it.each(['hello', 'data:image/png;base64', 'data:image/png;base64,@@@@'])('refuses %j', (url) => {
    expect(() => dataUrlToBlob(url)).toThrow(TypeError);
  });

  it('sends the image as the form field "file"', async () => {
    const form = imageUploadForm('data:image/jpeg;base64,/9j/4A==', 'proof.jpg');
    const file = form.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('proof.jpg');
    expect((file as File).type).toBe('image/jpeg');
    expect((file as File).size).toBe(4);
  });
});
