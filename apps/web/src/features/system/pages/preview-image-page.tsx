import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import './preview-image.css';

/** Images the app may show: its own files and inline data (the security policy allows no others). */
function safeImageUrl(raw: string | null): string | null {
  if (!raw) return null;
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(raw) || raw.startsWith('blob:')) return raw;
  try {
    const url = new URL(raw, window.location.href);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** `preview-image?url=<image>`: one image, full width, on black. */
export default function PreviewImagePage() {
  const { t } = useTranslation('common');
  const [search] = useSearchParams();
  const url = safeImageUrl(search.get('url'));
  // A `blob:` URL lives only as long as the tab that made it and its session: opened in
  // another tab, after a reload or after sign-out it no longer loads.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="preview-image">
      {url && failed !== url ? (
        <img src={url} alt={t('preview.alt')} className="preview-image__img" onError={() => setFailed(url)} data-testid="preview-image" />
      ) : (
        <p className="preview-image__empty" data-testid="preview-image-none">{t('preview.none')}</p>
      )}
    </div>
  );
}
