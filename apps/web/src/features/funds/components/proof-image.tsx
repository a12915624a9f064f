import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerObjectUrl } from '@/lib/session';
import { useProofImage } from '../api/proof-image';

/** The proof image of a recharge, fetched with the session; a tap opens it in the image preview page. */
export function ProofImage({ fileId }: { fileId: number }) {
  const { t } = useTranslation('funds');
  const { data: blob, isError } = useProofImage(fileId);
  if (isError) return <span className="funds-muted">{t('recharge.proof-unavailable')}</span>;
  if (!blob) return <span className="funds-proof__preview" aria-busy="true" />;
  // Revoked at sign-out, so the public preview route cannot show it to whoever comes next.
  const url = customerObjectUrl(`proof:${fileId}`, blob);
  return (
    <Link to={`/preview-image?url=${encodeURIComponent(url)}`}>
      <img className="funds-proof__preview" src={url} alt={t('recharge.proof-preview')} data-testid="recharge-proof" />
    </Link>
  );
}
