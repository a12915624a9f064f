import { useTranslation } from 'react-i18next';
import { amountInputText, useNumberSymbols } from '@/lib/i18n/number-format';
import type { AmountProblem } from '../lib/validate';
import { useLimitFormat } from './use-money-format';

/**
 * The message of an amount that cannot be sent, in the current locale, its limits written as
 * the hint under the field writes them (`200.000` in German, `200 000` in French).
 */
export function useAmountProblemText() {
  const { t } = useTranslation(['funds', 'contract']);
  const limit = useLimitFormat();
  const symbols = useNumberSymbols();
  return (problem: AmountProblem, currency: string): string => {
    switch (problem.key) {
      case 'required':
        return t('amount.required');
      case 'grouping':
        return t('amount.grouping', { example: amountInputText('1250.5', symbols) });
      case 'contract':
        return t(problem.message, { ns: 'contract', ...problem.params });
      case 'min':
        return t('amount.below-min', { min: limit(problem.min), currency });
      case 'max':
        return t('amount.above-max', { max: limit(problem.max), currency });
      case 'balance':
        return t('amount.insufficient');
    }
  };
}
