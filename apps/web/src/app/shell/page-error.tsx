import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCloudOff } from '@/components/ui/icons';
import { PageLoadError } from './lazy-page';
import { newVersionServed, reloadInto } from './new-version';
import '@/components/ui/placeholders.css';

/**
 * The error placeholder: 'Loading chunk failed', a load timeout, or a failure while showing the
 * page. A page that could not load (most often: the connection was lost) loads again by itself
 * when the browser is back online, as the reload button would. A page whose code is gone
 * because a new version of the app was released meanwhile reloads the tab into that version,
 * once (`new-version.ts`); should it fail again, the placeholder says a new version is there.
 */
export function PageError({ error }: { error: unknown }) {
  // `common` is loaded before the first render (src/main.tsx), so this never suspends.
  const { t } = useTranslation('common', { useSuspense: false });
  const notLoaded = error instanceof PageLoadError;
  const chunk = notLoaded && error.kind === 'chunk';
  const [newVersion, setNewVersion] = useState(false);
  const key = newVersion
    ? 'placeholder.new-version'
    : notLoaded
      ? (chunk ? 'placeholder.chunk-failed' : 'placeholder.load-timeout')
      : 'placeholder.page-failed';
  useEffect(() => {
    if (!notLoaded) return;
    // A whole reload: a browser may keep a failed module import for the document's life.
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [notLoaded]);
  useEffect(() => {
    if (!chunk) return;
    let current = true;
    void newVersionServed().then((entry) => {
      if (current && entry && !reloadInto(entry)) setNewVersion(true);
    });
    return () => {
      current = false;
    };
  }, [chunk]);
  return (
    <section className="placeholder" role="alert" data-testid="page-error">
      <IconCloudOff size={48} className="placeholder__icon" />
      <p className="placeholder__text">{t(key)}</p>
      <button type="button" className="placeholder__button" onClick={() => window.location.reload()} data-testid="page-reload">
        {t('actions.reload')}
      </button>
    </section>
  );
}

/** Catches a page's load or render failure so the shell (tab bar, navigation) stays usable. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError error={this.state.error} /> : this.props.children;
  }
}
