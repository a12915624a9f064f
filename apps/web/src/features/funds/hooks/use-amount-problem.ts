import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '../lib/validate';

/** The message of an amount that cannot be sent, in the current locale. */
export function useAmountProblemText() {
  const { t } = useTranslation(['funds', 'contract']);
  return (problem: AmountProblem, currency: string): string => {
    switch (problem.key) {
      case 'required':
        return t('amount.required');
      case 'contract':
        return t(problem.message, { ns: 'contract', ...problem.params });
      case 'min':
        return t('amount.below-min', { min: problem.min, currency });
      case 'max':
        return t('amount.above-max', { max: problem.max, currency });
      case 'balance':
        return t('amount.insufficient');
    }
  };
}
