import { describe, expect, it } from 'vitest';
import { returnRoute, toLoginState } from './navigation';

describe('the way back after signing in', () => {
  it('keeps the route (with its query) the customer was sent away from', () => {
    expect(returnRoute(toLoginState('pages/user/withdrawl?channelId=3'))).toBe('pages/user/withdrawl?channelId=3');
    expect(returnRoute(toLoginState('pages/tabs/me/me-f'))).toBe('pages/tabs/me/me-f');
  });

  it('leads home from the login and sign-up pages, home itself, no state, or anything not a route', () => {
    for (const from of ['pages/user/login', 'pages/user/register?invite=AB12', 'pages/tabs/home/home-f', '', '//evil.example', 'https://evil.example/x', '../x']) {
      expect(toLoginState(from), from).toBeUndefined();
      expect(returnRoute({ from }), from).toBeNull();
    }
    expect(returnRoute(null)).toBeNull();
    expect(returnRoute({ from: 42 })).toBeNull();
  });
});
