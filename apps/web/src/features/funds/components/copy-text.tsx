import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '@/lib/clipboard';
import { showToast } from '@/lib/kit/toast';

/** A value shown in full with a copy button (deposit addresses, bank details); `mono` for codes read character by character. */
export function CopyText({ value, label, testId, mono }: { value: string; label: string; testId?: string; mono?: boolean }) {
  const { t } = useTranslation('funds');
  const copy = async () => showToast(t((await copyToClipboard(value)) ? 'copy.done' : 'copy.failed'));
  return (
    <div className="funds-copy">
      <span className={mono ? 'funds-copy__text funds-copy__text--mono' : 'funds-copy__text'} dir="ltr" data-testid={testId}>
        {value}
      </span>
      <button type="button" className="funds-copy__button" onClick={copy} aria-label={t('copy.label', { label })} data-testid={testId && `${testId}-copy`}>
        {t('copy.button')}
      </button>
    </div>
  );
}
