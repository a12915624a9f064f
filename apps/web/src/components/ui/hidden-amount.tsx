import { useTranslation } from 'react-i18next';
import { HIDDEN_AMOUNT } from '@/lib/amounts-visibility';

/**
 * An amount the customer chose to hide: stars on screen, and for screen readers the word
 * "hidden" instead of "star star star star".
 */
export function HiddenAmount() {
  const { t } = useTranslation('common');
  return (
    <>
      <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
      <span className="visually-hidden">{t('amounts.hidden')}</span>
    </>
  );
}
