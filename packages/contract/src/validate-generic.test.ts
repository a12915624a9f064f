import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  isCarPlate,
  isChinese,
  isDate,
  isDigits,
  isEmpty,
  isImageFile,
  isIsoDate,
  isJsonString,
  isLandline,
  isLetters,
  isLettersOrDigits,
  isNumber,
  isUrl,
  isVideoFile,
} from './validate.ts';

type Case = [unknown, boolean];

describe.each<[string, (v: unknown) => boolean, Case[]]>([
  [
    'isUrl',
    isUrl,
    [
      ['https://example.com', true],
      ['http://example.com/path?q=1#top', true],
      ['https://sub.example.co.uk:8443/a', true],
      ['http://localhost:8080/api', true],
      ['http://127.0.0.1:3000', true],
      ['HTTPS://EXAMPLE.COM', true],
      ['ftp://example.com', false],
      ['javascript:alert(1)', false],
      ['example.com', false],
      ['http://example', false],
      ['http://exa mple.com', false],
      ['http:/example.com', false],
      ['https://', false],
      ['', false],
    ],
  ],
  [
    'isDate',
    isDate,
    [
      ['2024-02-29', true],
      ['2024/2/9', true],
      ['2024.12.31', true],
      ['2024-01-31 23:59', true],
      ['2024-01-31 08:30:15', true],
      ['2024-01-31T08:30', true],
      ['2023-02-29', false], // not a leap year
      ['2024-13-01', false],
      ['2024-04-31', false],
      ['2024-01-00', false],
      ['2024-01/31', false], // mixed separators
      ['2024-01-31 24:00', false],
      ['2024-01-31 12:60', false],
      ['31/01/2024', false],
      ['yesterday', false],
      ['', false],
    ],
  ],
  [
    'isIsoDate',
    isIsoDate,
    [
      ['2024-02-29', true],
      ['2024-02-29T13:45', true],
      ['2024-02-29T13:45:10Z', true],
      ['2024-02-29T13:45:10.123+08:00', true],
      ['2024-02-29T13:45:10-0500', true],
      ['2023-02-29', false],
      ['2024-2-9', false],
      ['2024/02/29', false],
      ['2024-02-29 13:45', false],
      ['2024-02-29T25:00', false],
      ['2024-02-29T13:45+25:00', false],
      ['2024-02-29T13:45+08:60', false],
      ['', false],
    ],
  ],
  [
    'isNumber',
    isNumber,
    [
      ['0', true],
      ['-12', true],
      ['+3.5', true],
      ['.5', true],
      ['1234.5678', true],
      [42, true],
      ['1e5', false],
      ['1.', false],
      ['1.2.3', false],
      ['', false],
      [' 1', false],
      ['NaN', false],
      [Number.NaN, false],
    ],
  ],
  [
    'isDigits',
    isDigits,
    [
      ['0123', true],
      [123, true],
      ['12.3', false],
      ['-1', false],
      ['12a', false],
      ['', false],
    ],
  ],
  [
    'isCarPlate',
    isCarPlate,
    [
      ['京A12345', true],
      ['粤B·D12345', true], // new-energy small car, printed with the dot
      ['沪C1234挂', true],
      ['粤B12345学', false],
      ['粤BD12345', true], // new-energy small car
      ['粤BF1A345', false],
      ['粤BDA1234', true],
      ['粤B12345D', true], // new-energy large vehicle
      ['京a12345', true], // lowercase letters accepted
      ['京A·12345', true],
      ['京AI2345', false], // I is never used
      ['京AO2345', false], // O is never used
      ['A12345', false],
      ['港A12345', false], // not a mainland province
      ['京A1234', false],
      ['', false],
    ],
  ],
  [
    'isChinese',
    isChinese,
    [
      ['中文', true],
      ['繁體中文', true],
      ['中文a', false],
      ['中 文', false],
      ['', false],
    ],
  ],
  [
    'isLetters',
    isLetters,
    [
      ['abcXYZ', true],
      ['abc1', false],
      ['é', false],
      ['', false],
    ],
  ],
  [
    'isLettersOrDigits',
    isLettersOrDigits,
    [
      ['abc123', true],
      ['123', true],
      ['abc_123', false],
      ['', false],
    ],
  ],
  [
    'isJsonString',
    isJsonString,
    [
      ['{"a":1}', true],
      ['[1,2]', true],
      ['{}', true],
      ['"text"', false],
      ['123', false],
      ['null', false],
      ['{a:1}', false],
      ['', false],
      [{ a: 1 }, false],
    ],
  ],
  [
    'isLandline',
    isLandline,
    [
      ['010-88886666', true],
      ['0755-2888666', true],
      ['02188886666', true],
      ['021-88886666-123', true],
      ['010-08886666', false], // local number cannot start with 0
      ['10-88886666', false], // area code starts with 0
      ['010-888866', false],
      ['13812345678', false],
      ['', false],
    ],
  ],
  [
    'isImageFile',
    isImageFile,
    [
      ['photo.jpg', true],
      ['PHOTO.JPEG', true],
      ['a.b.png', true],
      ['https://cdn.example.com/x/y.webp?size=2#top', true],
      ['scan.heic', true],
      ['drawing.svg', false],
      ['clip.mp4', false],
      ['jpg', false],
      ['.png', false],
      ['https://example.com/png', false],
    ],
  ],
  [
    'isVideoFile',
    isVideoFile,
    [
      ['clip.mp4', true],
      ['CLIP.MOV', true],
      ['stream.m3u8?token=1', true],
      ['movie.webm', true],
      ['photo.jpg', false],
      ['mp4', false],
    ],
  ],
])('%s', (_name, fn, cases) => {
  it.each(cases)('%j -> %s', (v, ok) => {
    expect(fn(v)).toBe(ok);
  });
});

describe('isEmpty', () => {
  it.each<Case>([
    [undefined, true],
    [null, true],
    ['', true],
    ['  \n\t', true],
    [Number.NaN, true],
    [[], true],
    [{}, true],
    [new Map(), true],
    [new Set(), true],
    [0, false], // PositionType 0 is a value
    [false, false],
    ['0', false],
    [' a ', false],
    [[0], false],
    [{ a: undefined }, false],
    [new Set([1]), false],
  ])('%j -> %s', (v, empty) => {
    expect(isEmpty(v)).toBe(empty);
  });
});

describe('fileExtension', () => {
  it.each([
    ['a.JPG', 'jpg'],
    ['dir.v2/file', ''],
    ['/x/y.tar.gz', 'gz'],
    ['y.png?x=a.b', 'png'],
    ['.hidden', ''],
  ])('%j -> %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});
