import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/kit/toast';
import { useSendCode, type CodeScene } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';

/** Spec point 9: after sending, the button waits 60 s. */
export const CODE_RESEND_SECONDS = 60;

/**
 * The verification-code button: "Get code", then "Retry in X s" for 60 seconds, then "Retry".
 * `account` is checked by the caller (`validate` returns an error message or null).
 */
export function SendCodeButton({ account, scene, validate }: { account: string; scene: CodeScene; validate: () => string | null }) {
  const { t } = useTranslation('session');
  const sendCode = useSendCode();
  const countdown = useCountdown(CODE_RESEND_SECONDS);
  const triedBefore = sendCode.isSuccess || sendCode.isError;

  const onClick = async () => {
    const problem = validate();
    if (problem) {
      showToast(problem);
      return;
    }
    try {
      await sendCode.mutateAsync({ account, scene });
      countdown.start();
      showToast(t('code.sent'), 'success');
    } catch (e) {
      // 500 and transport failures were already shown by the request layer.
      if (isApiError(e) && e.kind === 'code') showToast(e.message);
    }
  };

  const text = countdown.running ? t('code.retry-in', { seconds: countdown.left }) : triedBefore ? t('code.retry') : t('code.get');
  return (
    <button
      type="button"
      className="code-button"
      onClick={onClick}
      disabled={countdown.running || sendCode.isPending}
      data-testid="send-code"
    >
      {text}
    </button>
  );
}
