import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('takes an empty variable as unset: the default applies', () => {
    const c = loadConfig({ PORT: '', SHUTDOWN_GRACE_MS: '', SESSION_TTL_HOURS: '', TRUST_PROXY: '', BODY_LIMIT_BYTES: '', MARKET_SEED: '', WEB_DIST: '', DATABASE_URL: '' });
    expect(c.PORT).toBe(8080);
    expect(c.SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(c.SESSION_TTL_HOURS).toBe(24 * 7);
    expect(c.TRUST_PROXY).toBe(0);
    expect(c.BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(c.MARKET_SEED).toBe(20261122);
    expect(c.WEB_DIST).toBeUndefined();
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('reads integer settings written in plain digits', () => {
    const c = loadConfig({ PORT: '3000', SHUTDOWN_GRACE_MS: '0', SESSION_TTL_HOURS: '87600', TRUST_PROXY: '2', UPLOAD_LIMIT_BYTES: '1048576', MARKET_SEED: '7' });
    expect(c).toMatchObject({ PORT: 3000, SHUTDOWN_GRACE_MS: 0, SESSION_TTL_HOURS: 87_600, TRUST_PROXY: 2, UPLOAD_LIMIT_BYTES: 1_048_576, MARKET_SEED: 7 });
    // A seed may be negative, as any integer seed was before.
    expect(loadConfig({ MARKET_SEED: '-42' }).MARKET_SEED).toBe(-42);
    expect(loadConfig({ PORT: '0' }).PORT).toBe(0);
    // Overrides in code may be numbers.
    expect(loadConfig({}, { PORT: 4000 }).PORT).toBe(4000);
  });

  it.each([
    ['PORT', '1e3'],
    ['PORT', ' 0x50 '],
    ['PORT', '0x50'],
    ['PORT', ' 80'],
    ['PORT', '80.0'],
    ['PORT', '+80'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', 'Infinity'],
    ['SHUTDOWN_GRACE_MS', '1e3'],
    ['SHUTDOWN_GRACE_MS', '-5'],
    ['SHUTDOWN_GRACE_MS', '600001'],
    ['TRUST_PROXY', '1.5'],
    ['SESSION_TTL_HOURS', '0'],
    ['SESSION_TTL_HOURS', '87601'],
    ['SESSION_TTL_HOURS', '99999999999'],
    ['BODY_LIMIT_BYTES', '1e6'],
    ['UPLOAD_LIMIT_BYTES', '0'],
    ['MARKET_SEED', '0b101'],
    ['MARKET_SEED', '99999999999999999999'],
  ])('refuses %s=%j, naming the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('says what a setting written otherwise than in digits should be', () => {
    expect(() => loadConfig({ PORT: '1e3' })).toThrow('PORT: expected a whole number written in digits');
    expect(() => loadConfig({ TRUST_PROXY: '٣' })).toThrow('TRUST_PROXY: expected a whole number written in digits');
  });

  it('refuses an integer override that is not a whole number in range', () => {
    expect(() => loadConfig({}, { PORT: 80.5 })).toThrow(/PORT/);
    expect(() => loadConfig({}, { SESSION_TTL_HOURS: Number.NaN })).toThrow(/SESSION_TTL_HOURS/);
  });

  it('still refuses a DATABASE_URL that is set and not a URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).DATABASE_URL).toBe('postgres://u:p@db:5432/app');
  });
});
