import { LOCALES, type LocaleCode } from '@app/contract/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { IconCheck } from '@/components/ui/icons';
import { changeLocale } from '@/lib/i18n/i18n';
import { localeStore } from '@/lib/i18n/locale-store';
import { announce, showToast } from '@/lib/kit/toast';
import { STORAGE_KEYS, writeStored } from '@/lib/storage';
import './settings.css';

/** Whether the app's page can be fetched now: a reload would open the app, not the browser's error page. */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const res = await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}

/** `pages/language/language`: the 19 locales by their own names; choosing one switches every text at once. */
export default function LanguagePage() {
  const { t } = useTranslation('settings');
  const current = useStore(localeStore, (s) => s.code);
  const [pending, setPending] = useState<LocaleCode | null>(null);

  const choose = async (code: LocaleCode) => {
    if (code === current || pending) return;
    setPending(code);
    try {
      await changeLocale(code);
      // Every text has changed in place: a screen reader says so, in the new language.
      if (localeStore.getState().code === code) announce(t('language.changed', { lng: code, name: LOCALES.find((l) => l.code === code)!.name }));
    } catch {
      // The language's texts could not load. When the server answers, the files are gone (a
      // release replaced them) or the browser remembers a failed load: the app opens again in
      // the chosen language, from the release the server has now. Otherwise (offline, the
      // server unreachable) the screen keeps its language and says why.
      if (await serverAnswers()) {
        writeStored(STORAGE_KEYS.locale, code);
        window.location.reload();
        return;
      }
      showToast(t('common:load.failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="settings-page">
      <p className="settings-page__intro">{t('language.intro')}</p>
      {/* A list of buttons, the chosen one marked current: a listbox would promise arrow-key
          selection, and disabling the buttons while a language loads would drop the focus. */}
      <ul className="choice-list" aria-label={t('routes:title.language')} aria-busy={pending !== null}>
        {LOCALES.map((locale) => {
          const selected = locale.code === current;
          return (
            <li key={locale.code}>
              <button
                type="button"
                className={selected ? 'choice choice--selected' : 'choice'}
                onClick={() => void choose(locale.code)}
                aria-current={selected ? 'true' : undefined}
                data-testid={`lang-${locale.code}`}
              >
                {/* The row follows the page's direction; the name reads in its own language and direction. */}
                <span className="choice__label">
                  <span lang={locale.tag} dir={locale.dir}>{locale.name}</span>
                </span>
                {selected && <IconCheck size={20} />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
