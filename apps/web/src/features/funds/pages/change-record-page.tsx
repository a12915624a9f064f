import { RecordList } from '../components/record-list';
import '../components/funds.css';

/** `pages/record/changeRecord`: every balance movement of the customer, typed and filterable. */
export default function ChangeRecordPage() {
  return (
    <div className="funds" data-testid="change-record">
      <RecordList />
    </div>
  );
}
