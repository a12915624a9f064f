/** Every TanStack Query key of the settings domain (site info, switches, page config, languages, ...). */
export const settingsKeys = {
  all: ['settings'] as const,
  siteInfo: () => [...settingsKeys.all, 'site-info'] as const,
  switchSet: () => [...settingsKeys.all, 'switch-set'] as const,
  pageConfig: (pagePath: string) => [...settingsKeys.all, 'page-config', pagePath] as const,
  langDictionary: (lang: string) => [...settingsKeys.all, 'lang-dictionary', lang] as const,
  tips: () => [...settingsKeys.all, 'tips'] as const,
  orderFeeSettings: () => [...settingsKeys.all, 'order-fee-settings'] as const,
  platformCurrencies: () => [...settingsKeys.all, 'platform-currencies'] as const,
  exchangeInfo: () => [...settingsKeys.all, 'exchange-info'] as const,
  popUps: () => [...settingsKeys.all, 'pop-ups'] as const,
  lines: () => [...settingsKeys.all, 'lines'] as const,
  textLang: () => [...settingsKeys.all, 'text-lang'] as const,
};
