import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useFocusTrap } from '@/lib/focus-trap';
import { payPasswordDigits } from '../lib/latin-digits';

/** A closed sheet is checked this often, longer than the kit's closing animation (about 300 ms)... */
const STUCK_CHECK_MS = 500;
/** ...this many times (the spring's late rest can come after the first check). */
const STUCK_CHECKS = 6;
/** How long after opening a tap on the mask is taken as a repeated tap on what opened it. */
const MASK_GRACE_MS = 500;

interface Props {
  visible: boolean;
  title: string;
  /** What is being confirmed (amounts, destination). */
  children: ReactNode;
  busy: boolean;
  /** Why the last confirmation was refused, shown under the password. */
  problem?: string | null;
  /** The payment password is locked: nothing can be confirmed until it unlocks. */
  locked?: boolean;
  /**
   * Changed when the password was refused as wrong: the field is emptied and focused for the
   * right one (kept, it would be sent again as it is and spend another attempt).
   */
  retype?: number;
  /** Shown under the problem: a way out when the password is forgotten. */
  help?: ReactNode;
  /** Closes the sheet: the mask, Escape and the Cancel button all call it. */
  onClose: () => void;
  onConfirm: (payPassword: string) => void;
}

/**
 * A bottom sheet that shows what is about to happen and asks for the 6-digit payment password.
 * It is a modal dialog: focus goes to the password (while it is locked, to "set a new one" or Cancel),
 * Tab stays inside, Escape and Cancel close it as a tap on the mask does, and focus returns to
 * the button that opened it.
 */
export function PayPasswordSheet({ visible, title, children, busy, problem = null, locked = false, retype = 0, help, onClose, onConfirm }: Props) {
  const { t } = useTranslation('funds');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = /^\d{6}$/.test(password) ? null : t('password.pay-format');
  const titleId = useId();
  const problemId = useId();
  // Focus goes to the password; while it is locked, to the way out ("set a new one") when there
  // is one, else to Cancel. The reason is the dialog's description, so it is read with it.
  const dialog = useFocusTrap<HTMLDivElement>(visible, {
    onEscape: onClose,
    initialFocus: (sheet) =>
      sheet.querySelector<HTMLElement>('input:not(:disabled)') ??
      sheet.querySelector<HTMLElement>('[data-sheet-help] button, [data-sheet-help] a') ??
      sheet.querySelector<HTMLElement>('[data-sheet-cancel]'),
  });

  // The kit's Popup hides itself (and lets the page scroll again) when its spring comes to
  // rest. Closed right as it opens (back pressed at once), the spring can come to rest in the
  // wrong order and leave it shown below the screen, with the page's scrolling locked. After
  // the closing animation, a closed sheet still shown is replaced by a fresh, closed one.
  const form = useRef<HTMLFormElement>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (visible) return;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      const popup = form.current?.closest<HTMLElement>('.adm-popup');
      if (popup && getComputedStyle(popup).display !== 'none') {
        setPassword('');
        setSubmitted(false);
        setGeneration((g) => g + 1);
      } else if (checks < STUCK_CHECKS) return;
      clearInterval(timer);
    }, STUCK_CHECK_MS);
    return () => clearInterval(timer);
  }, [visible]);

  useEffect(() => {
    if (retype === 0) return;
    setPassword('');
    setSubmitted(false);
    form.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [retype]);

  // A second tap on Withdraw lands on the mask of the sheet the first tap opened: taps on the
  // mask in its first moments do not close it.
  const openedAt = useRef(0);
  useEffect(() => {
    if (visible) openedAt.current = performance.now();
  }, [visible]);
  const onMaskClick = () => {
    if (performance.now() - openedAt.current >= MASK_GRACE_MS) onClose();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!error && !locked) onConfirm(password);
  };

  return (
    <Popup
      key={generation}
      visible={visible}
      onMaskClick={onMaskClick}
      afterClose={() => {
        setPassword('');
        setSubmitted(false);
      }}
      // A phone held sideways with its keyboard open leaves less than the sheet's height: the
      // sheet then scrolls, so what is being confirmed can still be read.
      bodyStyle={{ borderStartStartRadius: 14, borderStartEndRadius: 14, maxBlockSize: '100dvh', overflowY: 'auto' }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={problem ? problemId : undefined} tabIndex={-1} style={{ outline: 'none' }}>
        <form ref={form} className="funds-sheet" onSubmit={onSubmit} noValidate data-testid="pay-password-sheet">
          <h2 id={titleId} className="funds-sheet__title">
            {title}
          </h2>
          {children}
          <div style={{ blockSize: 16 }} />
          <TextField
            label={t('password.pay')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            // No maxLength: a pasted "135 792" would be cut before its space is dropped;
            // payPasswordDigits keeps the first six digits.
            value={password}
            onChange={(v) => setPassword(payPasswordDigits(v))}
            error={submitted ? error : null}
            disabled={locked}
            testId="pay-password-input"
          />
          {problem && (
            <p id={problemId} className="funds-error" role="alert" style={{ marginBlock: '0 12px' }} data-testid="pay-password-problem">
              {problem}
            </p>
          )}
          {help && <div data-sheet-help="">{help}</div>}
          <Button block color="primary" size="large" shape="rounded" type="submit" loading={busy} disabled={locked} data-testid="pay-password-confirm">
            {t('actions.confirm')}
          </Button>
          <Button block fill="none" size="large" shape="rounded" onClick={onClose} style={{ marginBlockStart: 8 }} data-sheet-cancel="" data-testid="pay-password-cancel">
            {t('actions.cancel')}
          </Button>
        </form>
      </div>
    </Popup>
  );
}
