import { QuoteBoard } from '../components/quote-board';
import { StreamStatus } from '../components/stream-status';
import '../components/quotes.css';

/** `components/m-quolist/m-quolist`: the live quote list component on its own. */
export default function QuoteListPage() {
  return (
    <div className="quotes-page quotes-page--bare">
      <StreamStatus />
      <QuoteBoard stickyTop={46} />
    </div>
  );
}
