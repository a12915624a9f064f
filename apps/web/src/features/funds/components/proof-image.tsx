import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProofImage } from '../api/proof-image';

/**
 * Object URLs of proof images, one per file for the visit: the image preview page opens the
 * same URL after this component has gone, so it is not revoked on unmount.
 */
const urls = new Map<number, { blob: Blob; url: string }>();

function objectUrl(fileId: number, blob: Blob): string {
  const known = urls.get(fileId);
  if (known?.blob === blob) return known.url;
  if (known) URL.revokeObjectURL(known.url);
  const url = URL.createObjectURL(blob);
  urls.set(fileId, { blob, url });
  return url;
}

/** The proof image of a recharge, fetched with the session; a tap opens it in the image preview page. */
export function ProofImage({ fileId }: { fileId: number }) {
  const { t } = useTranslation('funds');
  const { data: blob, isError } = useProofImage(fileId);
  if (isError) return <span className="funds-muted">{t('recharge.proof-unavailable')}</span>;
  if (!blob) return <span className="funds-proof__preview" aria-busy="true" />;
  const url = objectUrl(fileId, blob);
  return (
    <Link to={`/preview-image?url=${encodeURIComponent(url)}`}>
      <img className="funds-proof__preview" src={url} alt={t('recharge.proof-preview')} data-testid="recharge-proof" />
    </Link>
  );
}
