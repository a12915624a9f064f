import { describe, expect, it } from 'vitest';
import { settleDestination } from './destination-choice';

const a = { addressId: 1, text: 'T1' };
const b = { addressId: 2, text: 'T2' };

describe('settleDestination', () => {
  it('chooses the only option', () => {
    expect(settleDestination([a], null)).toBe(a);
    expect(settleDestination([{ bankCardId: 9, text: 'HSBC' }], null)).toEqual({ bankCardId: 9, text: 'HSBC' });
  });
  it('leaves the choice to the customer when there are several', () => {
    expect(settleDestination([a, b], null)).toBeNull();
  });
  it('keeps a choice that is still an option', () => {
    expect(settleDestination([a, b], { addressId: 2 })).toBe(b);
  });
  it('drops a choice that is no longer an option', () => {
    expect(settleDestination([a, b], { addressId: 7 })).toBeNull();
    expect(settleDestination([a], { addressId: 7 })).toBe(a);
    expect(settleDestination([], { addressId: 1 })).toBeNull();
  });
  it('does not choose the only option in place of one the server refused as deleted', () => {
    expect(settleDestination([a], null, false)).toBeNull();
    expect(settleDestination([a, b], { addressId: 2 }, false)).toBe(b);
  });
});
