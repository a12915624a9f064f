import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './placeholders.css';

/** Spec point 4: the loading placeholder appears only when loading takes longer than 200 ms. */
export const LOADING_PLACEHOLDER_DELAY_MS = 200;

export function DelayedLoading({ delayMs = LOADING_PLACEHOLDER_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return <LoadingPlaceholder />;
}

function LoadingPlaceholder() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="placeholder placeholder--loading" role="status" data-testid="page-loading">
      <span className="spinner" aria-hidden="true" />
      <span className="placeholder__text">{t('placeholder.loading')}</span>
    </div>
  );
}
