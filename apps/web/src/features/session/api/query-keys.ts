/** Mutation keys of the sign-in and registration screens. */
export const sessionFeatureKeys = {
  all: ['session'] as const,
  login: () => [...sessionFeatureKeys.all, 'login'] as const,
  register: () => [...sessionFeatureKeys.all, 'register'] as const,
  sendCode: () => [...sessionFeatureKeys.all, 'send-code'] as const,
  resetPassword: () => [...sessionFeatureKeys.all, 'reset-password'] as const,
};
