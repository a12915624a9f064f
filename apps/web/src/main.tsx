import '@/lib/kit/setup';
import { StrictMode } from 'react';
import { App } from '@/app/app';
import { createAppRoot } from '@/lib/kit/root';
import { preloadToast } from '@/lib/kit/toast';
import { initI18n } from '@/lib/i18n/i18n';

// The shell's own strings (tab bar, titles, errors) load before the first paint, so no
// screen ever shows untranslated keys.
void initI18n().then(() => {
  createAppRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  preloadToast();
});
