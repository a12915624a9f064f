import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/kit/toast';
import { useSendCode, type CodeScene } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';

/** Spec point 9: after sending, the button waits 60 s. */
export const CODE_RESEND_SECONDS = 60;

/**
 * The verification-code button: "Get code", then "Retry in X s" for 60 seconds, then "Retry".
 * `validate` checks the account first and, when it returns false, has shown why. `onSent`
 * follows a sent code (the caller moves on to the code field); `onFailure` gets what the
 * server refused, for the form to show.
 */
export function SendCodeButton({
  account,
  scene,
  validate,
  onSent,
}: {
  account: string;
  scene: CodeScene;
  validate: () => boolean;
  onSent: (account: string) => void;
}) {
  const { t } = useTranslation('session');
  const sendCode = useSendCode();
  const countdown = useCountdown(CODE_RESEND_SECONDS);
  // The wait is the account's: the countdown holds only for the account it was started for
  // (a corrected typo asks at once; the server says if that account must wait too).
  const [countingFor, setCountingFor] = useState<string | null>(null);
  const counting = countdown.running && countingFor === account;
  const triedBefore = sendCode.isSuccess || sendCode.isError;

  // Not `disabled` while waiting: a disabled button drops the keyboard's focus to the page.
  const waiting = counting || sendCode.isPending;
  const onClick = async () => {
    if (waiting) return;
    if (!validate()) return;
    try {
      await sendCode.mutateAsync({ account, scene });
      setCountingFor(account);
      countdown.start();
      showToast(t('code.sent'), 'success');
      onSent(account);
    } catch (err) {
      // The request layer has toasted (and announced) why no code was sent. A code sent
      // shortly before (this page was reloaded) leaves seconds to wait: counted down here.
      const wait = isApiError(err) && err.envelope?.msg === 'session.code_resend_wait' ? Number(err.envelope.params?.seconds) : NaN;
      if (Number.isFinite(wait) && wait > 0) {
        setCountingFor(account);
        countdown.start(wait);
      }
    }
  };

  const text = counting ? t('code.retry-in', { seconds: countdown.left }) : triedBefore ? t('code.retry') : t('code.get');
  return (
    <button
      type="button"
      className="code-button"
      onClick={onClick}
      aria-disabled={waiting}
      data-testid="send-code"
    >
      {text}
    </button>
  );
}
