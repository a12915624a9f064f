import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_CODES, type LocaleCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { modules } from '../../apps/server/src/modules/index.ts';
import { compareWithEnglish, flatten, isEnglishCopy, placeholders } from './i18n-rules.ts';

/**
 * Every user-visible string exists in all 19 locales: the app's namespace files and the
 * server's message catalogs. English is the source; other locales have the same keys, no
 * empty values, the same `{{placeholders}}` and no English copied in.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_LOCALES = path.join(ROOT, 'apps/web/src/locales');

function readNamespace(code: string, ns: string): { strings?: Map<string, unknown>; error?: string } {
  const file = path.join(WEB_LOCALES, code, `${ns}.json`);
  if (!fs.existsSync(file)) return { error: `file apps/web/src/locales/${code}/${ns}.json is missing` };
  try {
    return { strings: flatten(JSON.parse(fs.readFileSync(file, 'utf8'))) };
  } catch (e) {
    return { error: `apps/web/src/locales/${code}/${ns}.json is not valid JSON: ${(e as Error).message}` };
  }
}

const namespaces = fs.existsSync(path.join(WEB_LOCALES, 'en'))
  ? fs.readdirSync(path.join(WEB_LOCALES, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort()
  : [];

describe('web app translations (apps/web/src/locales/<code>/<namespace>.json)', () => {
  it('has English namespace files', () => {
    expect(namespaces, 'apps/web/src/locales/en/ holds no <namespace>.json file').not.toEqual([]);
  });

  it('has no locale folder outside the 19 product locales', () => {
    const dirs = fs.existsSync(WEB_LOCALES) ? fs.readdirSync(WEB_LOCALES).filter((d) => fs.statSync(path.join(WEB_LOCALES, d)).isDirectory()) : [];
    expect(dirs.filter((d) => !(LOCALE_CODES as string[]).includes(d)), 'unknown locale folders').toEqual([]);
  });

  describe.each(LOCALE_CODES)('locale %s', (code) => {
    it.each(namespaces)(`namespace %s matches English`, (ns) => {
      const en = readNamespace('en', ns);
      const loc = readNamespace(code, ns);
      const problems = en.error ? [en.error] : loc.error ? [loc.error] : compareWithEnglish(code, en.strings!, loc.strings!);
      expect(problems.map((p) => `${code}/${ns}: ${p}`), `translation problems in locale "${code}", namespace "${ns}"`).toEqual([]);
    });

    it('has no namespace file that English lacks', () => {
      const dir = path.join(WEB_LOCALES, code);
      const extra = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json') && !namespaces.includes(f.replace(/\.json$/, ''))) : [];
      expect(extra.map((f) => `${code}/${f}`), `namespace files in "${code}" that English does not have`).toEqual([]);
    });
  });
});

describe('server message catalogs (apps/server/src/modules/*/…messages.ts)', () => {
  const withMessages = modules.filter((m) => m.messages && Object.keys(m.messages).length > 0);

  it('exist', () => {
    expect(withMessages.map((m) => m.name), 'no module registers a message catalog').not.toEqual([]);
  });

  it.each(withMessages.map((m) => [m.name, m] as const))('module %s: every key has 19 real translations', (name, mod) => {
    const problems: string[] = [];
    for (const [key, texts] of Object.entries(mod.messages ?? {})) {
      const en = texts.en;
      for (const code of LOCALE_CODES) {
        const value: unknown = (texts as Record<string, unknown>)[code];
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${name}: key "${key}" locale "${code}" is ${value === undefined ? 'missing' : 'empty'}`);
          continue;
        }
        if (typeof en !== 'string') continue;
        const want = placeholders(en).join(', ');
        const got = placeholders(value).join(', ');
        if (want !== got) problems.push(`${name}: key "${key}" locale "${code}" has placeholders [${got}] but English has [${want}]`);
        if (isEnglishCopy(code, value, en)) problems.push(`${name}: key "${key}" locale "${code}" is English text copied: ${JSON.stringify(value)}`);
      }
      for (const extra of Object.keys(texts).filter((c) => !(LOCALE_CODES as string[]).includes(c))) {
        problems.push(`${name}: key "${key}" has unknown locale "${extra}"`);
      }
    }
    expect(problems, `translation problems in the message catalog of module "${name}"`).toEqual([]);
  });

  it('no message key is defined by two modules with different English text', () => {
    const seen = new Map<string, { module: string; en: string }>();
    const clashes: string[] = [];
    for (const mod of withMessages) {
      for (const [key, texts] of Object.entries(mod.messages ?? {})) {
        const en = (texts as Record<LocaleCode, string>).en;
        const prev = seen.get(key);
        if (prev && prev.en !== en) clashes.push(`key "${key}": module ${prev.module} says ${JSON.stringify(prev.en)}, module ${mod.name} says ${JSON.stringify(en)}`);
        else if (!prev) seen.set(key, { module: mod.name, en });
      }
    }
    expect(clashes, 'message keys defined twice with different texts').toEqual([]);
  });
});
