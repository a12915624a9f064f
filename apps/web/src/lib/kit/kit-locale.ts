import type { LocaleCode } from '@app/contract/locales';
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';
// The kit's default locale: its config provider imports it statically, so it is in the entry
// chunk already and a lazy import would not split it out.
import zhCN from 'antd-mobile/es/locales/zh-CN';

/** The UI kit's own strings (pickers, dialogs) per app locale; each is a lazy chunk. */
const loaders: Record<LocaleCode, (() => Promise<{ default: KitLocale }>) | null> = {
  zh: async () => ({ default: zhCN }),
  en: () => import('antd-mobile/es/locales/en-US'),
  tc: () => import('antd-mobile/es/locales/zh-TW'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  idn: () => import('antd-mobile/es/locales/id-ID'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  my: () => import('antd-mobile/es/locales/ms-MY'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  rus: () => import('antd-mobile/es/locales/ru-RU'),
  // The kit has no Belarusian or Hindi; its English strings are used with the app's own
  // translations of the common ones (see `withCommonStrings`).
  blr: null,
  ida: null,
  sa: () => import('antd-mobile/es/locales/ar-SA'),
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  it: () => import('antd-mobile/es/locales/it-IT'),
};

export interface CommonKitStrings {
  confirm: string;
  cancel: string;
  loading: string;
  close: string;
}

export async function loadKitLocale(code: LocaleCode, common: CommonKitStrings): Promise<KitLocale> {
  const load = loaders[code];
  if (load) return (await load()).default;
  const english = (await import('antd-mobile/es/locales/en-US')).default;
  return { ...english, locale: code, common: { ...english.common, ...common } };
}
