import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCloudOff } from '@/components/ui/icons';
import { PageLoadError } from './lazy-page';
import '@/components/ui/placeholders.css';

/** The error placeholder: 'Loading chunk failed', a load timeout, or a failure while showing the page. */
export function PageError({ error }: { error: unknown }) {
  // `common` is loaded before the first render (src/main.tsx), so this never suspends.
  const { t } = useTranslation('common', { useSuspense: false });
  const key =
    error instanceof PageLoadError ? (error.kind === 'chunk' ? 'placeholder.chunk-failed' : 'placeholder.load-timeout') : 'placeholder.page-failed';
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
