import { CopyButton } from '@/components/ui/copy-button';

/** A value shown in full with a copy button (deposit addresses, bank details); `mono` for codes read character by character. */
export function CopyText({ value, label, testId, mono }: { value: string; label: string; testId?: string; mono?: boolean }) {
  return (
    <div className="funds-copy">
      <span className={mono ? 'funds-copy__text funds-copy__text--mono' : 'funds-copy__text'} dir="ltr" data-testid={testId}>
        {value}
      </span>
      <CopyButton value={value} label={label} testId={testId && `${testId}-copy`} />
    </div>
  );
}
