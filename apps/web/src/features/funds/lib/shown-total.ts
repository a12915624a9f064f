import { addMoney, subMoney, truncate } from '@app/contract/money';
import type { AssetsPanel } from '../api/types';

/**
 * The assets total as the screens show it, to `decimals` places: each coin's value cut as its
 * row shows it (`holdings`), plus the rest of the accounts cut once. Cutting the exact total
 * instead could show a cent more than the rows under it add up to (three values each a fraction
 * of a cent over their shown figure). Home and the assets tab show the same figure.
 */
export function shownTotal(panel: Pick<AssetsPanel, 'userBalanceConvert' | 'holdings'>, decimals: number): string {
  const values = (panel.holdings ?? []).flatMap((h) => (h.usdtValue === null ? [] : [h.usdtValue]));
  const rest = values.reduce((sum, v) => subMoney(sum, v), panel.userBalanceConvert);
  return values.reduce((sum, v) => addMoney(sum, truncate(v, decimals)), truncate(rest, decimals));
}
