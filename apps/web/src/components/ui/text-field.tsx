import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconEye, IconEyeOff } from './icons';
import './text-field.css';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TextFieldProps extends NativeInput {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, above the hint; marks the field invalid. */
  error?: string | null;
  /**
   * Shown under the field, also while it has an error: the rules a hint gives (which numbers
   * are accepted, the limits) are what the customer needs to correct the input.
   */
  hint?: ReactNode;
  /** Content at the end of the field (a send-code button, ...). */
  end?: ReactNode;
  testId?: string;
}

/** A labelled text input with its error and hint under it; `type="password"` gets a show/hide toggle. */
export function TextField({ label, value, onChange, error, hint, end, testId, type = 'text', ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasHint = hint !== null && hint !== undefined && hint !== false && hint !== '';
  // Read in the order shown: what is wrong, then the rule.
  const describedBy = [error ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'text-field text-field--invalid' : 'text-field'}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__box">
        <input
          id={id}
          className="text-field__input"
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            className="text-field__toggle"
            onClick={() => setRevealed((r) => !r)}
            // Nothing to show while the field itself is disabled (a locked payment password).
            disabled={Boolean(rest.disabled)}
            // The label says what a press does; a pressed state as well would contradict it.
            aria-label={t(revealed ? 'form.hide-password' : 'form.show-password')}
          >
            {revealed ? <IconEyeOff size={20} /> : <IconEye size={20} />}
          </button>
        )}
        {end}
      </div>
      {(error || hasHint) && (
        <div className="text-field__messages">
          {/* Only the error is announced when it appears; the hint is read as the field's description. */}
          {error && (
            <div id={errorId} className="text-field__error" role="alert">
              {error}
            </div>
          )}
          {hasHint && (
            <div id={hintId} className="text-field__hint">
              {hint}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
