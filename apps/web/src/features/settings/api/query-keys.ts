/** TanStack Query keys of the settings pages (language, line, network error). */
export const settingsPageKeys = {
  all: ['settings-pages'] as const,
  lines: () => [...settingsPageKeys.all, 'lines'] as const,
  lineLatency: (url: string) => [...settingsPageKeys.all, 'line-latency', url] as const,
};
