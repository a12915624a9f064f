import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
});

describe('queryClient', () => {
  it('asks while the browser reports no network, so a screen shows its error instead of waiting for the connection', async () => {
    onlineManager.setOnline(false);
    let asked = 0;
    const answer = queryClient.fetchQuery({
      queryKey: ['offline-probe'],
      queryFn: () => {
        asked++;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const settled = await Promise.race([answer.then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('waiting'), 200))]);
    expect(settled).toBe('rejected');
    expect(asked).toBe(1);
  });
});
