import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/kit/toast';
import { copyToClipboard } from '@/lib/clipboard';

/** Copies `value`; its accessible name says what is copied ("Copy invite code"). */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation('me');
  const copy = async () => showToast(t((await copyToClipboard(value)) ? 'profile.copied' : 'profile.copy-failed'));
  return (
    <button type="button" className="profile-copy" onClick={copy} aria-label={t('profile.copy-label', { label })} data-testid={testId}>
      {t('profile.copy')}
    </button>
  );
}
