import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = {
  pending: 'pending',
  credited: 'done',
  paid: 'done',
  rejected: 'failed',
  cancelled: 'closed',
};

/** The state of a recharge (pending, credited, rejected, cancelled) or a withdrawal (pending, paid, rejected, cancelled). */
export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation('funds');
  return (
    <span className={`funds-tag funds-tag--${TONE[status] ?? 'closed'}`} data-testid={testId} data-status={status}>
      {t(`status.${status}`, { defaultValue: t('status.unknown') })}
    </span>
  );
}
