import { AssetsSummary } from '../components/assets-summary';
import { BalanceList } from '../components/balance-list';
import '../components/funds.css';

/** `components/m-zichan/m-zichan`: the asset overview component on its own (total, conversion, balances). */
export default function AssetOverviewPage() {
  return (
    <div className="funds" data-testid="asset-overview">
      <AssetsSummary />
      <div style={{ blockSize: 12 }} />
      <BalanceList />
    </div>
  );
}
