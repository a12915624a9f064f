/** Every TanStack Query key of the home screen. */
export const homeKeys = {
  all: ['home'] as const,
  unreadMessageCount: () => [...homeKeys.all, 'unread-message-count'] as const,
};
