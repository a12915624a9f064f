import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevron } from '@/components/ui/icons';

/**
 * One fact of the profile: its label and value. A missing value shows `empty` in a muted
 * tone. Values such as accounts, e-mails and codes keep their own left-to-right order inside
 * a right-to-left page (`<bdi>`).
 */
export function ProfileFact({ label, value, empty, end, testId }: { label: string; value: ReactNode; empty?: string; end?: ReactNode; testId: string }) {
  const missing = value === null || value === undefined || value === '';
  return (
    <div className="profile-row">
      <dt className="profile-row__label">{label}</dt>
      <dd className="profile-row__value">
        <span className={missing ? 'profile-row__text profile-row__text--muted' : 'profile-row__text'} data-testid={testId}>
          {missing ? empty : <bdi>{value}</bdi>}
        </span>
        {!missing && end}
      </dd>
    </div>
  );
}

/** A row that opens another page, with an optional state on its end ("Not set"). */
export function ProfileLink({ to, label, state, warn, testId }: { to: string; label: string; state?: string; warn?: boolean; testId: string }) {
  return (
    <li>
      <Link to={`/${to}`} className="profile-row profile-row--link" data-testid={testId}>
        <span className="profile-row__label">{label}</span>
        {state && (
          <span className={warn ? 'profile-row__state profile-row__state--warn' : 'profile-row__state'} data-testid={`${testId}-state`}>
            {state}
          </span>
        )}
        <IconChevron size={18} />
      </Link>
    </li>
  );
}
