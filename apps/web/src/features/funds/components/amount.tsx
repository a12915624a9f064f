import { HiddenAmount } from '@/components/ui/hidden-amount';
import { useAmountsVisibility } from '@/lib/amounts-visibility';
import { useMoneyFormat } from '../hooks/use-money-format';

interface AmountProps {
  value: string | null | undefined;
  /** The currency's own decimals, when it has more than the site shows (BTC). */
  decimals?: number;
  currency?: string;
  /** Prefix '+' on a positive value and colour it as a rise or fall. */
  signed?: boolean;
  /** Text before the number inside the same left-to-right run (`≈ `). */
  prefix?: string;
  /** A balance of the customer's: shown as stars while they chose to hide amounts. */
  balance?: boolean;
  testId?: string;
}

/** An amount formatted per the site's settings, kept left to right inside right-to-left text. */
export function Amount({ value, decimals, currency, signed, prefix, balance, testId }: AmountProps) {
  const format = useMoneyFormat();
  const hidden = useAmountsVisibility((s) => s.hidden) && balance === true;
  const text = hidden ? '' : format(value, decimals);
  const negative = text.startsWith('-');
  const positive = !negative && /[1-9]/.test(text);
  const tone = signed ? (negative ? ' funds-fall' : positive ? ' funds-rise' : '') : '';
  return (
    <bdi className={`funds-num${tone}`} data-testid={testId}>
      {prefix}
      {signed && positive ? '+' : ''}
      {hidden ? <HiddenAmount /> : text}
      {currency ? ` ${currency}` : ''}
    </bdi>
  );
}
