import type { MessageCatalog } from '../module.ts';

/** Messages of the settings calls. */
export const settingsMessages: MessageCatalog = {
  'settings.lang_unsupported': {
    en: 'Unsupported language: {{lang}}', zh: '不支持的语言：{{lang}}', tc: '不支援的語言：{{lang}}',
    de: 'Nicht unterstützte Sprache: {{lang}}', es: 'Idioma no admitido: {{lang}}', fr: 'Langue non prise en charge : {{lang}}',
    idn: 'Bahasa tidak didukung: {{lang}}', jp: 'サポートされていない言語です：{{lang}}', ko: '지원하지 않는 언어입니다: {{lang}}',
    my: 'Bahasa tidak disokong: {{lang}}', th: 'ไม่รองรับภาษานี้: {{lang}}', vi: 'Ngôn ngữ không được hỗ trợ: {{lang}}',
    pt: 'Idioma não suportado: {{lang}}', rus: 'Язык не поддерживается: {{lang}}', blr: 'Мова не падтрымліваецца: {{lang}}',
    ida: 'असमर्थित भाषा: {{lang}}', sa: 'لغة غير مدعومة: {{lang}}', ar: 'لغة غير مدعومة: {{lang}}', it: 'Lingua non supportata: {{lang}}',
  },
};
