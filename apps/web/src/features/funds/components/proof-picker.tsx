import { compressImage, toImageCompressError } from '@app/contract/image-compress';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ProofPickerProps {
  /** The compressed image as a JPEG data URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * An optional payment proof: the picked photo is compressed in the browser (spec point 5:
 * 800 px wide, JPEG quality 0.7) before it is shown and sent.
 */
export function ProofPicker({ value, onChange }: ProofPickerProps) {
  const { t } = useTranslation(['funds', 'contract']);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await compressImage(file));
    } catch (e) {
      // A photo that cannot be read leaves the one chosen before (if any) as it was.
      setError(t(toImageCompressError(e).key, { ns: 'contract' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="funds-field">
      <span className="funds-field__label">{t('recharge.proof')}</span>
      <div className="funds-proof">
        {value && <img className="funds-proof__preview" src={value} alt={t('recharge.proof-preview')} data-testid="proof-preview" />}
        <label className="funds-proof__pick" htmlFor={id}>
          {busy ? t('recharge.proof-compressing') : value ? t('recharge.proof-change') : t('recharge.proof-add')}
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/*"
          data-testid="proof-input"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {value && (
          <button type="button" className="funds-link-button funds-link-button--danger" onClick={() => onChange(null)} data-testid="proof-remove">
            {t('recharge.proof-remove')}
          </button>
        )}
      </div>
      <span className={error ? 'funds-error' : 'funds-muted'} role={error ? 'alert' : undefined}>
        {error ?? t('recharge.proof-hint')}
      </span>
    </div>
  );
}
