import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbLabel, type TestContext } from './helpers.ts';

/**
 * The built app is served by the API server. How long a browser may keep each kind of file
 * decides what a returning customer downloads again and what a list of products waits on.
 */
describe(`serving the web app (${dbLabel})`, () => {
  let ctx: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'product-icons'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.copyFileSync(path.resolve(import.meta.dirname, '../../web/public/product-icons/aapl.png'), path.join(dist, 'product-icons', 'aapl.png'));
    ctx = await createTestContext({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('lets hashed build files be kept for good', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets product icons be kept for a day and refreshed in the background after that', async () => {
    const res = await ctx.app.inject({ url: '/product-icons/aapl.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('has the page itself checked again on every visit', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
