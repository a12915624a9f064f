import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/kit/toast';

/** Writes text to the clipboard; falls back to a selection copy where the Clipboard API is unavailable (plain HTTP). */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

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
