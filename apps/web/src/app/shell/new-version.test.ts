import { describe, expect, it } from 'vitest';
import { entryScriptOf } from './new-version';

describe('entryScriptOf', () => {
  const base = 'https://app.example.com/';

  it("reads the module entry of the built page, resolved against the page's address", () => {
    const html = `<!doctype html><html><head>
      <script>window.__boot = 1</script>
      <link rel="modulepreload" crossorigin href="./assets/react-Bx1.js">
      <script type="module" crossorigin src="./assets/index-DvjntIqL.js"></script>
    </head><body><div id="root"></div></body></html>`;
    expect(entryScriptOf(html, base)).toBe('https://app.example.com/assets/index-DvjntIqL.js');
  });

  it('takes the attributes in any order and quoting', () => {
    expect(entryScriptOf(`<SCRIPT src='/assets/index-2.js' crossorigin type='module'>`, base)).toBe('https://app.example.com/assets/index-2.js');
  });

  it('finds none in a page without a module script (an error page from a proxy)', () => {
    expect(entryScriptOf('<html><body>502 Bad Gateway</body></html>', base)).toBeNull();
    expect(entryScriptOf('<script src="/legacy.js"></script>', base)).toBeNull();
  });
});
