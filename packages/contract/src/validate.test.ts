import { describe, expect, it } from 'vitest';
import {
  isAccount,
  isAmount,
  isEmail,
  isNationalId,
  isPhone,
  isVerificationCode,
  isPassword,
  isWeakPayPassword,
  normalizePhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  validatePassword,
} from './validate.ts';

describe('isPhone: mainland 11 digits 1[3-9], optional +86 / 86 / 0086 prefix', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['+8613812345678', true],
    ['8613812345678', true],
    ['008613812345678', true],
    ['+86-13812345678', true],
    ['+86 13812345678', true],
    ['86-13812345678', true],
    [13812345678, true],
    ['12812345678', false], // second digit 2
    ['10812345678', false],
    ['1381234567', false], // 10 digits
    ['138123456789', false], // 12 digits
    ['23812345678', false],
    ['+85213812345678', false], // not the mainland code
    ['+86--13812345678', false],
    ['+86  13812345678', false],
    ['138 1234 5678', false],
    [' 13812345678', false],
    ['+8613812345678 ', false],
    ['１３８１２３４５６７８', false], // full-width digits
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (v, ok) => {
    expect(isPhone(v)).toBe(ok);
  });

  it.each([
    ['+86-13812345678', '13812345678'],
    ['008613812345678', '13812345678'],
    ['13812345678', '13812345678'],
    ['12812345678', null],
  ])('normalizePhone(%j) = %j', (v, out) => {
    expect(normalizePhone(v)).toBe(out);
  });
});

describe('validatePassword: min 8, then a letter, then only letters and digits', () => {
  it.each([
    ['abcd1234', null],
    ['abcdefgh', null],
    ['ABCDEFGH1', null],
    ['a1234567', null],
    ['', 'validate.password_min'],
    ['abc123', 'validate.password_min'],
    ['abcd123', 'validate.password_min'], // 7 characters
    ['ab!', 'validate.password_min'], // too short wins over bad characters
    ['1234567', 'validate.password_min'], // too short wins over no letter
    ['12345678', 'validate.password_letter'],
    ['1234567!', 'validate.password_letter'], // no letter wins over bad characters
    ['密码密码密码密码', 'validate.password_letter'], // Chinese is not a letter here
    ['abcd 1234', 'validate.password_chars'],
    ['abcd_1234', 'validate.password_chars'],
    ['abcd1234!', 'validate.password_chars'],
    ['pässwört1', 'validate.password_chars'],
    ['abcdefg密', 'validate.password_chars'],
    [undefined, 'validate.password_min'],
  ])('%j -> %s', (v, key) => {
    expect(validatePassword(v)).toBe(key);
  });
});

describe('validatePassword: at most PASSWORD_MAX_LENGTH (128) characters', () => {
  it('has a limit of 128', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(PASSWORD_MESSAGES.max).toBe('validate.password_too_long');
  });

  it.each([
    ['a'.repeat(128), null],
    [`${'a'.repeat(127)}1`, null],
    ['a'.repeat(129), 'validate.password_too_long'],
    [`${'a'.repeat(128)}1`, 'validate.password_too_long'],
    ['a'.repeat(10_000), 'validate.password_too_long'],
    ['1'.repeat(129), 'validate.password_too_long'], // too long wins over no letter
    ['!'.repeat(129), 'validate.password_too_long'], // too long wins over bad characters
    [`a${'😀'.repeat(127)}`, 'validate.password_chars'], // 128 code points (255 UTF-16 units) is not too long
  ])('%j -> %s', (v, key) => {
    expect(validatePassword(v)).toBe(key);
    expect(isPassword(v)).toBe(key === null);
  });
});

describe('isNationalId: 15 or 18 digits, the last may be X', () => {
  it.each([
    ['110101900307123', true], // 15 digits
    ['11010119900307123X', true],
    ['11010119900307123x', true],
    ['110101199003071234', true], // 18 digits, shape only
    ['11010119900307123', false], // 17
    ['1101011990030712345', false], // 19
    ['11010119900307X234', false], // X not last
    ['11010190030712X', false], // 15 with X
    ['11010119900307123Y', false],
    ['', false],
  ])('%j -> %s', (v, ok) => {
    expect(isNationalId(v)).toBe(ok);
  });

  it.each([
    ['11010519491231002X', true], // the GB 11643 sample number, check character X
    ['110101199003071233', true], // check character 3
    ['320106198511203454', true],
    ['440524188001010014', false], // right check character, but born in 1880
    ['110105194912310021', false], // wrong check character
    ['110105194902300029', false], // 30 February
    ['110101900307123', true], // 15-digit numbers have no check character
  ])('strict %j -> %s', (v, ok) => {
    expect(isNationalId(v, { strict: true })).toBe(ok);
  });
});

describe('isAmount: positive with at most 2 decimals, or a zero-based decimal', () => {
  it.each([
    ['1', true],
    ['12', true],
    ['12.3', true],
    ['12.34', true],
    ['1200.05', true],
    ['0.5', true],
    ['0.05', true],
    ['0.01', true],
    [100, true],
    ['12.345', false], // three decimals
    ['0.001', false],
    ['0', false], // not positive
    ['0.0', false],
    ['0.00', false],
    ['01', false], // leading zero
    ['00.5', false],
    ['.5', false],
    ['5.', false],
    ['-1', false],
    ['+1', false],
    ['1e3', false],
    ['1,000', false],
    [' 1', false],
    ['abc', false],
    ['', false],
  ])('%j -> %s', (v, ok) => {
    expect(isAmount(v)).toBe(ok);
  });

  it('takes another decimal count', () => {
    expect(isAmount('0.12345678', 8)).toBe(true);
    expect(isAmount('0.123456789', 8)).toBe(false);
    expect(isAmount('5', 0)).toBe(true);
    expect(isAmount('5.1', 0)).toBe(false);
  });
});

describe('isEmail: letters, digits or Chinese before @, a dotted domain', () => {
  it.each([
    ['user@example.com', true],
    ['User123@mail.example.cn', true],
    ['张三@example.com', true],
    ['first.last@gmail.com', true],
    ['first_last+tag@example.co', true],
    ['a-b@sub-domain.example.org', true],
    ['user@localhost', false], // domain without a dot
    ['user@example', false],
    ['@example.com', false],
    ['user@', false],
    ['user@@example.com', false],
    ['user@exa mple.com', false],
    ['us er@example.com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user@-example.com', false],
    ['user@example.c', false],
    ['user@example.123', false],
    [`${'a'.repeat(65)}@example.com`, false],
    ['', false],
  ])('%j -> %s', (v, ok) => {
    expect(isEmail(v)).toBe(ok);
  });
});

describe('isVerificationCode: fixed-length digits, default 6', () => {
  it.each([
    ['123456', undefined, true],
    ['000000', undefined, true],
    ['12345', undefined, false],
    ['1234567', undefined, false],
    ['12345a', undefined, false],
    [' 12345', undefined, false],
    ['1234', 4, true],
    ['123456', 4, false],
  ])('%j (length %s) -> %s', (v, length, ok) => {
    expect(isVerificationCode(v, length)).toBe(ok);
  });
});

describe('isWeakPayPassword: one digit repeated or consecutive digits', () => {
  it.each([
    ['111111', true],
    ['000000', true],
    ['123456', true],
    ['654321', true],
    ['987654', true],
    ['012345', true],
    ['890123', true],
    ['135790', false],
    ['246810', false],
    ['112233', false],
    ['123455', false],
    ['12345a', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (v, weak) => {
    expect(isWeakPayPassword(v)).toBe(weak);
  });
});

describe('isAccount: phone or email for sign-in and registration', () => {
  it.each([
    ['13812345678', 'phone'],
    ['+86-13812345678', 'phone'],
    ['user@example.com', 'email'],
    ['张三@example.com', 'email'],
    // Full-width forms typed on a CJK keyboard, read as the server stores them (NFKC).
    ['１３８１２３４５６７８', 'phone'],
    ['ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'email'],
    // Arabic-Indic digits typed on an Arabic keypad.
    ['١٣٨١٢٣٤٥٦٧٨', 'phone'],
    ['12345', null],
    ['user', null],
    ['', null],
  ])('%j -> %s', (v, kind) => {
    expect(isAccount(v)).toBe(kind);
  });
});
