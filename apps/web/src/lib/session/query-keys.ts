/** TanStack Query keys of the session domain shared by several features. */
export const sessionKeys = {
  all: ['session'] as const,
  userInfo: () => [...sessionKeys.all, 'user-info'] as const,
};
