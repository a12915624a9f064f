import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '@/lib/clipboard';
import { showToast } from '@/lib/kit/toast';
import './copy-button.css';

/** Copies `value` and says so in a toast; its accessible name says what is copied ("Copy invite code"). */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation('common');
  const copy = async () => showToast(t((await copyToClipboard(value)) ? 'copy.done' : 'copy.failed'));
  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={t('copy.label', { label })} data-testid={testId}>
      {t('copy.button')}
    </button>
  );
}
