import type { MessageParams } from '@app/contract/envelope';
import { i18n } from './i18n';

/**
 * Envelope `msg` keys are translated through the server's dictionary
 * (`/api/langMgr/list?lang=`, loaded at launch and on every locale change). Keys the
 * dictionary lacks, or all of them before it has loaded, fall back to the bundled app
 * strings (`server-messages` in the `common` namespace, flat keys), then to a generic sentence: a raw key is never shown.
 */
let dictionary: { lang: string; messages: Record<string, string> } | null = null;

export function setServerDictionary(lang: string, messages: Record<string, string>): void {
  dictionary = { lang, messages };
}

export function hasServerDictionary(lang: string): boolean {
  return dictionary?.lang === lang;
}

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function translateMessage(msg: string, params?: MessageParams): string {
  const own = dictionary?.lang === i18n.language ? dictionary.messages[msg] : undefined;
  if (own) return fill(own, params);
  const bundled = bundledMessage(i18n.language, msg) ?? bundledMessage('en', msg);
  if (bundled) return fill(bundled, params);
  return i18n.t('errors.generic', { ns: 'common' });
}

function bundledMessage(lang: string, msg: string): string | undefined {
  const table = i18n.getResource(lang, 'common', 'server-messages') as Record<string, string> | undefined;
  const value = table?.[msg];
  return typeof value === 'string' && value ? value : undefined;
}
