/**
 * The demo customer that the seed creates and the start banner prints. It signs in with the
 * email or the phone number; no payment password is set, so the set-payment-password flow
 * can be tried. Others may register with its invite code.
 */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  phone: '13800138000',
  password: 'demo1234',
  inviteCode: 'DEMO2026',
  nickname: 'Demo',
} as const;
