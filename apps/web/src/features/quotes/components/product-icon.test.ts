import { describe, expect, it } from 'vitest';
import { cssUrl } from './product-icon';

describe('cssUrl', () => {
  it('quotes an icon path as a CSS url', () => {
    expect(cssUrl('product-icons/btc.png')).toBe('url("product-icons/btc.png")');
  });

  it('escapes what would end the value or the rule', () => {
    expect(cssUrl('a"b\\c\nd')).toBe('url("a\\22 b\\5c c\\a d")');
    expect(cssUrl('x"){}body{color:red')).toBe('url("x\\22 ){}body{color:red")');
  });
});
