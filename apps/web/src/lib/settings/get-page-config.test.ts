import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLine } from '@/lib/api/lines';
import { initI18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { startHttpServer } from '@/testing/http-server';
import { getPageConfig, layoutModules, type PageModule } from './get-page-config';

/** Page config of spec point 4: the server's layout, minus modules whose switch is on. */
let server: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  await initI18n();
  server = await startHttpServer({
    '/api/switchSet/list': () => ({
      body: {
        code: 200,
        msg: 'success',
        rows: [
          { switchName: 'module.home.banner', status: 1 },
          { switchName: 'module.home.quotes', status: 0 },
          { switchName: 'notice', status: 1 },
        ],
        total: 3,
      },
    }),
    '/api/appConfig/list': () => ({
      body: {
        code: 200,
        msg: 'success',
        rows: [
          { module: 'quotes', desc: '', isVisible: 1, sort: 30, switchName: 'module.home.quotes' },
          { module: 'banner', desc: '', isVisible: 1, sort: 10, switchName: 'module.home.banner' },
          { module: 'assets', desc: '', isVisible: 1, sort: 20, switchName: null },
          { module: 'notice', desc: '', isVisible: 1, sort: 5 },
          { module: 'quickLinks', desc: '', isVisible: 0, sort: 40, switchName: null },
        ],
        total: 5,
      },
    }),
  });
  chooseLine({ index: 0, name: 'test', url: server.url }, [{ index: 0, name: 'test', url: server.url }]);
});

afterAll(async () => {
  queryClient.clear();
  await server.close();
});

describe('getPageConfig', () => {
  it('fetches the switch set first when it is missing, then the page layout by params[pagePath]', async () => {
    const layout = await getPageConfig('pages/tabs/home/home-f');
    const paths = server.requests.map((r) => decodeURIComponent(r.url));
    expect(paths).toEqual(['/api/switchSet/list', '/api/appConfig/list?params[pagePath]=pages/tabs/home/home-f']);
    expect(layout.map((m) => [m.module, m.isVisible])).toEqual([
      ['notice', false], // its switch (the module name) is on
      ['banner', false], // its switch is on
      ['assets', true],
      ['quotes', true], // its switch is off
      ['quickLinks', false], // isVisible 0
    ]);
  });

  it('does not fetch the switch set again once it is loaded', async () => {
    server.requests.length = 0;
    await getPageConfig('pages/tabs/me/me-f');
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual(['/api/appConfig/list']);
  });
});

describe('layoutModules', () => {
  const row = (module: string, isVisible: boolean): PageModule => ({ module, isVisible });

  it('shows configured modules in their order, then unlisted known ones in default order', () => {
    expect(layoutModules([row('quotes', true), row('assets', true)], ['assets', 'quickLinks', 'quotes'])).toEqual(['quotes', 'assets', 'quickLinks']);
  });

  it('leaves out hidden modules and ignores modules the page does not know', () => {
    expect(layoutModules([row('banner', true), row('quickLinks', false)], ['assets', 'quickLinks', 'quotes'])).toEqual(['assets', 'quotes']);
  });

  it('shows every known module when there is no layout', () => {
    expect(layoutModules([], ['assets', 'quotes'])).toEqual(['assets', 'quotes']);
  });
});
