import { describe, expect, it } from 'vitest';
import { chosenChannel } from './chosen-channel';

const channels = [{ id: 4 }, { id: 7 }, { id: 9 }];

describe('chosenChannel', () => {
  it('follows the address: a changed channelId chooses that channel, whatever was shown', () => {
    expect(chosenChannel(channels, '7', 4)?.id).toBe(7);
    expect(chosenChannel(channels, '9', 7)?.id).toBe(9);
  });
  it('keeps the channel shown when the address names none the list has, else takes the first', () => {
    expect(chosenChannel(channels, null, 9)?.id).toBe(9);
    expect(chosenChannel(channels, '12', 7)?.id).toBe(7);
    expect(chosenChannel(channels, '7x', 0)?.id).toBe(4);
    expect(chosenChannel([], '7', 0)).toBeUndefined();
  });
});
